import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idSchema } from './id.js';

// Members as staff find them and as administrators disable them (docs/staff-roles.md,
// "Members"). One schema each for the query, the body and the answer, on the server and in
// the console.

export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

// One box: a mobile (its digits), a name (nickname or verified name), a company, an order
// number or a shipping mark.
export const memberSearchQuery = pageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;

export const memberSearchItem = z.object({
  id: z.number().int(),
  areaCode: z.string(),
  mobile: z.string(),
  nickname: z.string(),
  realName: z.string().nullable(),
  companyName: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  // Why and when an administrator disabled the member, while disabled.
  disabledReason: z.string().nullable(),
  disabledTime: z.string().nullable(),
  createTime: z.string(),
});
export type MemberSearchItem = z.infer<typeof memberSearchItem>;

export const MEMBER_REASON_MAX = 200;

export const memberStatusBody = z.object({
  id: idSchema(),
  reason: z
    .string('v.member.reason.required')
    .trim()
    .min(1, { error: 'v.member.reason.required', abort: true })
    .max(MEMBER_REASON_MAX, 'v.maxLength'),
});
export type MemberStatusBody = z.infer<typeof memberStatusBody>;

// Enabling again needs no reason: the disabled one is cleared with the status.
export const memberEnableBody = memberStatusBody.pick({ id: true });
export type MemberEnableBody = z.infer<typeof memberEnableBody>;
