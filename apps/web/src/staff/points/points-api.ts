import type { ScoreRuleBody, ScoreRuleItem, ScoreRuleUpdateBody } from '@portal/contracts/points';
import type { MemberSwitch } from '@portal/contracts/system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// Points earning rules as finance keeps them and customer service reads them
// (docs/points-and-gifts.md, "Earning rules"): /admin-api/member/score-rule/list, …/create,
// …/update; and whether members see points at all, …/score-rule/switch/get. Every key starts
// with ['staff', 'points'].

const BASE = '/admin-api/member/score-rule';

export const pointsKeys = {
  all: ['staff', 'points'] as const,
  rules: ['staff', 'points', 'rules'] as const,
  memberSystem: ['staff', 'points', 'member-system'] as const,
};

export function useScoreRules() {
  return useQuery({ queryKey: pointsKeys.rules, queryFn: ({ signal }) => staffApi.get<ScoreRuleItem[]>(`${BASE}/list`, undefined, { signal, silent: true }) });
}

export function useMemberSystemState() {
  return useQuery({ queryKey: pointsKeys.memberSystem, queryFn: ({ signal }) => staffApi.get<MemberSwitch>(`${BASE}/switch/get`, undefined, { signal, silent: true }) });
}

// A new rule, or every field of one again (an edit, or the same rule enabled or disabled).
export type ScoreRuleChange = { kind: 'create'; body: ScoreRuleBody } | { kind: 'update'; body: ScoreRuleUpdateBody };

// Not silent: a refusal is the server's message (field texts go under their inputs); the list
// is read again whatever the answer.
export function useScoreRuleChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ScoreRuleChange) =>
      change.kind === 'create' ? staffApi.post<ScoreRuleItem>(`${BASE}/create`, change.body) : staffApi.put<ScoreRuleItem>(`${BASE}/update`, change.body),
    onSettled: () => client.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
