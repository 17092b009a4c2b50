import type {
  AddressBody,
  AddressItem,
  ContactBody,
  ContactExportBody,
  ContactFilter,
  ContactItem,
  ContactKind,
  GroupBody,
  GroupDeleteChoice,
  GroupItem,
  ImportMode,
  ImportResult,
} from '@portal/contracts/address-book';
import { XLSX_MIME } from '@portal/contracts/constants';
import type { RegionNode } from '@portal/contracts/ecw';
import type { Page } from '@portal/contracts/page';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactPageQuery, contactsKey, type PageParams } from './contact-page-query';

// Calls of the address book (docs/decisions.md, "Address book") and their query hooks.

export type { PageParams } from './contact-page-query';

// Large files take longer than the usual 10 s to upload and check.
const FILE_TIMEOUT = 120_000;

const keys = {
  addresses: ['address-book', 'addresses'] as const,
  groups: ['address-book', 'groups'] as const,
  contacts: contactsKey,
};

// ---------- reference data ----------

// Countries and their cities (China through its provinces), for the address pickers.
export function useRegionTree() {
  return useQuery({
    queryKey: ['region-tree'],
    queryFn: ({ signal }) => api.get<RegionNode[]>('/app-api/ecw/region/getListTree', undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}

// ---------- addresses ----------

export function useAddressPage(params: PageParams) {
  return useQuery({
    queryKey: [...keys.addresses, params],
    queryFn: ({ signal }) => api.get<Page<AddressItem>>('/app-api/member/address/page', params, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidating<A, R>(key: readonly unknown[], call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export function useSaveAddress() {
  return useInvalidating(keys.addresses, ({ id, body }: { id?: number; body: AddressBody }) =>
    id === undefined
      ? api.post<AddressItem>('/app-api/member/address/create', body)
      : api.put<AddressItem>('/app-api/member/address/update', { ...body, id }),
  );
}

export function useSetDefaultAddress() {
  return useInvalidating(keys.addresses, (id: number) => api.put<AddressItem>('/app-api/member/address/set-default', { id }));
}

export function useDeleteAddress() {
  return useInvalidating(keys.addresses, (id: number) => api.delete<null>('/app-api/member/address/delete', { id }));
}

// ---------- groups ----------

export function useGroups() {
  return useQuery({
    queryKey: keys.groups,
    queryFn: ({ signal }) => api.get<GroupItem[]>('/app-api/member/customer-group/list', undefined, { signal }),
  });
}

// Group changes show in both contact lists (their group titles), so all of the book refreshes.
export function useSaveGroup() {
  return useInvalidating(['address-book'], ({ id, body }: { id?: number; body: GroupBody }) =>
    id === undefined
      ? api.post<GroupItem>('/app-api/member/customer-group/create', body)
      : api.put<GroupItem>('/app-api/member/customer-group/update', { ...body, id }),
  );
}

export interface GroupDeletion {
  id: number;
  contacts?: GroupDeleteChoice;
  targetGroupId?: number;
}

// silent: a group with contacts answers GROUP_NOT_EMPTY, which the page turns into a question.
export function useDeleteGroup() {
  return useInvalidating(['address-book'], (deletion: GroupDeletion) =>
    api.delete<null>('/app-api/member/customer-group/delete', deletion, { silent: true }),
  );
}

// ---------- customers and suppliers ----------

export function useContactPage(kind: ContactKind, params: PageParams & ContactFilter) {
  return useQuery(contactPageQuery(kind, params));
}

export function useSaveContact(kind: ContactKind) {
  return useInvalidating(['address-book'], ({ id, body }: { id?: number; body: ContactBody }) =>
    id === undefined
      ? api.post<ContactItem>(`/app-api/member/${kind}/create`, body)
      : api.put<ContactItem>(`/app-api/member/${kind}/update`, { ...body, id }),
  );
}

export function useDeleteContact(kind: ContactKind) {
  return useInvalidating(['address-book'], (id: number) => api.delete<null>(`/app-api/member/${kind}/delete`, { id }));
}

export function exportContacts(kind: ContactKind, body: ContactExportBody): Promise<Blob> {
  return api.post<Blob>(`/app-api/member/${kind}/export-excel`, body, { responseType: 'blob', timeout: FILE_TIMEOUT });
}

export function importTemplate(kind: ContactKind): Promise<Blob> {
  return api.get<Blob>(`/app-api/member/${kind}/get-import-template`, undefined, { responseType: 'blob' });
}

// The file is the request body; `onProgress` gets the uploaded share, 0 to 100. silent: the
// import modal shows refusals (bad rows) itself.
export function useImportContacts(kind: ContactKind) {
  return useInvalidating(['address-book'], ({ file, mode, onProgress }: { file: File; mode: ImportMode; onProgress: (percent: number) => void }) =>
    api.post<ImportResult>(`/app-api/member/${kind}/import-excel?mode=${mode}`, file, {
      headers: { 'Content-Type': XLSX_MIME },
      timeout: FILE_TIMEOUT,
      silent: true,
      onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded * 100) / event.total) : 0),
    }),
  );
}
