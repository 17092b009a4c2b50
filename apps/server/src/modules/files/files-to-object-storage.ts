import { FILE_KIND_INFO, kindOfName } from '@portal/contracts/files';
import type { LocalFileStorage } from './file-storage.js';
import type { S3FileStorage } from './s3-file-storage.js';

export interface CopyCounts {
  // written to the bucket by this run
  copied: number;
  // already in the bucket with the same size: left alone
  present: number;
  // bytes in all the files copied
  bytes: number;
  // files of the directory that are not stored files (a '.part' left by a crash, a stray file)
  ignored: string[];
}

// Copies an upload directory into the bucket under the same keys, so file rows (which hold
// only the key) need no change. Idempotent: an object already there with the file's size is
// skipped, so a run cut short is simply run again and a second run copies nothing. The
// directory is left as it was: it is the way back (unset S3_BUCKET) until the bucket is trusted.
// Each file is streamed from disk, never read whole.
export async function copyToObjectStorage(local: LocalFileStorage, bucket: S3FileStorage, onFile: (key: string, action: 'copied' | 'present') => void = () => {}): Promise<CopyCounts> {
  const { files, others } = await local.list();
  const counts: CopyCounts = { copied: 0, present: 0, bytes: 0, ignored: others };
  for (const file of files) {
    if ((await bucket.size(file.key)) === file.size) {
      counts.present += 1;
      onFile(file.key, 'present');
      continue;
    }
    const kind = kindOfName(file.key);
    await bucket.putSized(file.key, await local.get(file.key), file.size, kind ? FILE_KIND_INFO[kind].mime : 'application/octet-stream');
    counts.copied += 1;
    counts.bytes += file.size;
    onFile(file.key, 'copied');
  }
  return counts;
}
