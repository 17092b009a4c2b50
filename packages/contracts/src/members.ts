import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { ADVICE_KINDS } from './advice-status.js';
import { currencyBalance } from './balance.js';
import { heldCargoItem } from './care.js';
import { idSchema } from './id.js';
import { kycStatus } from './kyc.js';
import { COUPON_STATUSES, COUPON_TYPES, GIFT_EXCHANGE_STATUSES, ORDER_STATUSES, POINT_OPERATIONS } from './statuses.js';

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

// One member on one page (GET /admin-api/member/user/get?id=; docs/staff-console.md,
// "Members"): the profile, verification, orders, cargo control, what is owed, points and
// levels, coupons, gift redemptions, consultations and messages. Each list holds the newest
// MEMBER_VIEW_LIMIT rows; `total` says how many there are in all.
export const MEMBER_VIEW_LIMIT = 10;

export const memberViewQuery = z.object({ id: idSchema() });
export type MemberViewQuery = z.infer<typeof memberViewQuery>;

const newest = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

export const memberView = z.object({
  profile: memberSearchItem.extend({
    email: z.string().nullable(),
    loginTime: z.string().nullable(),
    // The membership level's name in the reader's language; null: the lowest level.
    levelName: z.string().nullable(),
  }),
  verification: kycStatus,
  points: z.object({ available: z.number().int(), total: z.number().int(), spent: z.number().int() }),
  orders: newest(
    z.object({
      id: z.number().int(),
      orderNo: z.string(),
      status: z.literal(ORDER_STATUSES),
      transportType: z.string().nullable(),
      createTime: z.string(),
    }),
  ),
  heldCargo: newest(heldCargoItem),
  outstanding: z.array(currencyBalance),
  pointLog: newest(
    z.object({
      id: z.number().int(),
      operateType: z.literal(POINT_OPERATIONS),
      amount: z.number().int(),
      balanceAfter: z.number().int(),
      reason: z.string(),
      reasonDetail: z.string().nullable(),
      createTime: z.string(),
    }),
  ),
  // Level changes, the levels named in the reader's language.
  levelLog: newest(z.object({ id: z.number().int(), fromLevel: z.string().nullable(), toLevel: z.string(), total: z.number().int(), createTime: z.string() })),
  coupons: newest(
    z.object({
      id: z.number().int(),
      type: z.literal(COUPON_TYPES),
      currency: z.string(),
      amount: z.number().int().nullable(),
      percent: z.number().int().nullable(),
      status: z.literal(COUPON_STATUSES),
      validTo: z.string(),
    }),
  ),
  redemptions: newest(
    z.object({
      id: z.number().int(),
      exchangeNo: z.string(),
      giftName: z.string(),
      quantity: z.number().int(),
      totalPoints: z.number().int(),
      status: z.literal(GIFT_EXCHANGE_STATUSES),
      createTime: z.string(),
    }),
  ),
  consultations: newest(z.object({ id: z.number().int(), kind: z.enum(ADVICE_KINDS), title: z.string(), status: z.number().int(), createTime: z.string() })),
  messages: newest(z.object({ id: z.number().int(), title: z.string(), read: z.boolean(), createTime: z.string() })),
});
export type MemberView = z.infer<typeof memberView>;
