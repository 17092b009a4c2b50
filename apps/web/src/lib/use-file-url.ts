import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchFileBlob } from './file-blob';

// An uploaded file as an object URL an <img> or a link can use: the file is fetched once
// through the api client (with the token), cached by url, and its object URL revoked when the
// cache drops it (gcTime after the last user unmounts). A file's bytes never change under
// its url, so it is never refetched.

const KEY = 'file-object-url';
const watched = new WeakSet<QueryClient>();

interface FileObject {
  objectUrl: string;
  type: string;
}

// Where a file comes from: the member's files by default; the staff console reads its own with
// the staff token, under a key starting with 'staff' (a staff sign-out drops them).
export interface FileSource {
  keyPrefix: readonly string[];
  fetch: (url: string, signal: AbortSignal) => Promise<Blob>;
}
const MEMBER_FILES: FileSource = { keyPrefix: [], fetch: fetchFileBlob };

function revokeOnEviction(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || !event.query.queryKey.includes(KEY)) return;
    const data = event.query.state.data as FileObject | undefined;
    if (data) URL.revokeObjectURL(data.objectUrl);
  });
}

export function useFileUrl(url: string | null | undefined, source: FileSource = MEMBER_FILES) {
  const client = useQueryClient();
  revokeOnEviction(client);
  const query = useQuery({
    queryKey: [...source.keyPrefix, KEY, url],
    queryFn: async ({ signal }): Promise<FileObject> => {
      const blob = await source.fetch(url ?? '', signal);
      return { objectUrl: URL.createObjectURL(blob), type: blob.type };
    },
    enabled: !!url,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  return { objectUrl: query.data?.objectUrl, contentType: query.data?.type, isLoading: query.isLoading, isError: query.isError };
}

// The object URL and type of a file `useFileUrl` has already fetched, without fetching it (the
// images of a preview group, gathered when one of them is clicked).
export function cachedFileUrl(client: QueryClient, url: string): { objectUrl: string; contentType: string } | undefined {
  const data = client.getQueryData<FileObject>([KEY, url]);
  return data ? { objectUrl: data.objectUrl, contentType: data.type } : undefined;
}
