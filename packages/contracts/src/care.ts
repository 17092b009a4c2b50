import { z } from 'zod';
import { currencyBalance } from './balance.js';
import { idSchema } from './id.js';
import { kycStatus } from './kyc.js';
import { ABNORMAL_STATUSES, CARGO_CONTROL_STATUSES, ORDER_STATUSES } from './statuses.js';

// The care desk's view of a member beside a thread (docs/staff-console.md, "Care desk"): read
// only, for customer service. GET /admin-api/member/context?memberId=.

// Each list holds the newest few; the counts say how many there are in all.
export const CARE_CONTEXT_LIMIT = 5;

export const memberContextQuery = z.object({ memberId: idSchema() });

const contextOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.literal(ORDER_STATUSES),
  // The latest tracking event (ship_order_event), if any.
  lastEvent: z.object({ status: z.literal(ORDER_STATUSES), time: z.string(), place: z.string().nullable() }).nullable(),
});

// An order under cargo control, wholly or partly held: cartons still held of those controlled.
export const heldCargoItem = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  cargoControlStatus: z.literal(CARGO_CONTROL_STATUSES),
  heldCartons: z.number().int(),
  totalCartons: z.number().int(),
});

export const memberContext = z.object({
  memberId: z.number().int(),
  nickname: z.string(),
  areaCode: z.string(),
  mobile: z.string(),
  verification: kycStatus,
  // Orders on their way: awaiting warehousing to ready for pickup.
  openOrders: z.array(contextOrder),
  openOrderCount: z.number().int(),
  heldCargo: z.array(heldCargoItem),
  heldCargoCount: z.number().int(),
  // What the member owes, per currency (the money desk's rule: docs/money.md).
  outstanding: z.array(currencyBalance),
  // Exceptions waiting for the member, or disputed.
  openExceptions: z.array(
    z.object({
      id: z.number().int(),
      orderNo: z.string(),
      type: z.string(),
      status: z.literal(ABNORMAL_STATUSES),
      createTime: z.string(),
    }),
  ),
  openExceptionCount: z.number().int(),
});
export type MemberContext = z.infer<typeof memberContext>;
export type HeldCargoItem = z.infer<typeof heldCargoItem>;
