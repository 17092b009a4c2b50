import type {
  DictDataCreateBody,
  DictDataUpdateBody,
  DictTypeCreateBody,
  DictTypeUpdateBody,
  MemberSwitch,
  NeedKnowKey,
  NeedKnowUpdateBody,
  StaffDictData,
  StaffDictType,
  StaffNeedKnow,
} from '@portal/contracts/system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The administrators' reference-data calls (docs/staff-roles.md): /admin-api/system/dict-type,
// dict-data and need-know, and the member-system switch. Every key starts with ['staff', 'reference'], so a change reads
// what it touched again.

export const referenceKeys = {
  all: ['staff', 'reference'] as const,
  types: () => ['staff', 'reference', 'types'] as const,
  entries: (dictType: string) => ['staff', 'reference', 'entries', dictType] as const,
  texts: () => ['staff', 'reference', 'need-know'] as const,
  memberSystem: () => ['staff', 'reference', 'member-system'] as const,
};

export function useDictTypes() {
  return useQuery({
    queryKey: referenceKeys.types(),
    queryFn: ({ signal }) => staffApi.get<StaffDictType[]>('/admin-api/system/dict-type/list', undefined, { signal, silent: true }),
  });
}

export function useDictEntries(dictType: string | undefined) {
  return useQuery({
    queryKey: referenceKeys.entries(dictType ?? ''),
    queryFn: ({ signal }) => staffApi.get<StaffDictData[]>('/admin-api/system/dict-data/list', { dictType }, { signal, silent: true }),
    enabled: Boolean(dictType),
  });
}

export function useNeedKnowTexts() {
  return useQuery({
    queryKey: referenceKeys.texts(),
    queryFn: ({ signal }) => staffApi.get<StaffNeedKnow[]>('/admin-api/system/need-know/list', undefined, { signal, silent: true }),
  });
}

export function useMemberSystem() {
  return useQuery({
    queryKey: referenceKeys.memberSystem(),
    queryFn: ({ signal }) => staffApi.get<MemberSwitch>('/admin-api/member/score-rule/switch/get', undefined, { signal, silent: true }),
  });
}

export type ReferenceChange =
  | { step: 'type-create'; body: DictTypeCreateBody }
  | { step: 'type-update'; body: DictTypeUpdateBody }
  | { step: 'type-status'; id: number; enabled: boolean }
  | { step: 'entry-create'; body: DictDataCreateBody }
  | { step: 'entry-update'; body: DictDataUpdateBody }
  | { step: 'entry-status'; id: number; enabled: boolean }
  | { step: 'need-know'; body: NeedKnowUpdateBody & { key: NeedKnowKey } }
  | { step: 'member-system'; body: MemberSwitch };

const PATHS: Record<ReferenceChange['step'], string> = {
  'type-create': '/admin-api/system/dict-type/create',
  'type-update': '/admin-api/system/dict-type/update',
  'type-status': '/admin-api/system/dict-type/set-status',
  'entry-create': '/admin-api/system/dict-data/create',
  'entry-update': '/admin-api/system/dict-data/update',
  'entry-status': '/admin-api/system/dict-data/set-status',
  'need-know': '/admin-api/system/need-know/update',
  'member-system': '/admin-api/member/score-rule/switch/update',
};

// One change. Silent: the desk says a refusal where it belongs (under a field, or on top).
export function useReferenceChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ReferenceChange) => {
      const body = 'body' in change ? change.body : { id: change.id, enabled: change.enabled };
      return staffApi.post<unknown>(PATHS[change.step], body, { silent: true });
    },
    onSettled: () => client.invalidateQueries({ queryKey: referenceKeys.all }),
  });
}
