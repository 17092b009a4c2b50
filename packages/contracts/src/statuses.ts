// Statuses and types as the wire carries them: each is a closed set, a name for code and the
// number (or string) clients and the database see. Zod-free, so any screen can map them.
// Web screens map each set with a `Record<Status, …>`, so a new status breaks the build until
// every map handles it.

// Real-name verification. A member who never submitted one has none (null on the wire).
export const REAL_NAME_STATUS = { pending: 0, reviewing: 1, certified: 2, rejected: 3 } as const;
export type RealNameStatus = (typeof REAL_NAME_STATUS)[keyof typeof REAL_NAME_STATUS];
export const REAL_NAME_STATUSES = Object.values(REAL_NAME_STATUS);

// Company verification. A member who never submitted one has none (null on the wire).
export const ENTERPRISE_STATUS = { reviewing: 0, verified: 1, rejected: 2 } as const;
export type EnterpriseStatus = (typeof ENTERPRISE_STATUS)[keyof typeof ENTERPRISE_STATUS];
export const ENTERPRISE_STATUSES = Object.values(ENTERPRISE_STATUS);

// Member and staff accounts: a disabled account cannot sign in.
export const ACCOUNT_STATUS = { active: 0, disabled: 1 } as const;
export type AccountStatus = (typeof ACCOUNT_STATUS)[keyof typeof ACCOUNT_STATUS];
export const ACCOUNT_STATUSES = Object.values(ACCOUNT_STATUS);

// Messages to a member: the message_type dictionary's values.
export const MESSAGE_TYPES = { order: '1', delivery: '2', reminder: '3' } as const;
export type MessageType = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];
export const MESSAGE_TYPE_VALUES = Object.values(MESSAGE_TYPES);

// Kinds of identity documents a member can verify with; each has its own number rule (kyc.ts).
export const CARD_TYPES = ['mainland_id', 'passport', 'hk_macao_permit', 'taiwan_permit', 'foreign_id'] as const;
export type CardType = (typeof CARD_TYPES)[number];

// A stored status read into its set (the database column is a plain number); a value outside
// the set is a fault in the data, not bad input.
export function statusIn<T extends number>(set: readonly T[], value: number): T {
  if (!(set as readonly number[]).includes(value)) throw new Error(`status ${value} is not one of ${set.join(', ')}`);
  return value as T;
}

// Shipping orders (docs/product/orders.md): the order_status dictionary's values. The chain
// runs draft → awaiting warehousing → in warehouse → departed → in transit → arrived → ready
// for pickup → delivered; cancelled from draft or awaiting warehousing; returned to shipper
// from in warehouse, when the goods of an approved warehouse refund are handed back
// (docs/money.md). What each status allows is in order-flow.ts.
export const ORDER_STATUS = {
  draft: 0,
  awaitingWarehousing: 1,
  inWarehouse: 2,
  departed: 3,
  inTransit: 4,
  arrived: 5,
  readyForPickup: 6,
  delivered: 7,
  cancelled: 8,
  returned: 9,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = Object.values(ORDER_STATUS);

// Cargo control (cargo_control_status dictionary): an order shipped under control is held
// until its controller releases it, in one go or in parts.
export const CARGO_CONTROL_STATUS = { none: 0, controlled: 1, partlyReleased: 2, released: 3 } as const;
export type CargoControlStatus = (typeof CARGO_CONTROL_STATUS)[keyof typeof CARGO_CONTROL_STATUS];
export const CARGO_CONTROL_STATUSES = Object.values(CARGO_CONTROL_STATUS);

// Order types (order_type dictionary): cargo service (collection) or overseas warehouse.
export const ORDER_TYPES = ['1', '2'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

// Who created an order (user_type dictionary): the member, or staff on the member's behalf.
export const CREATOR_TYPE = { member: 1, staff: 2 } as const;
export type CreatorType = (typeof CREATOR_TYPE)[keyof typeof CREATOR_TYPE];

// Notices staff publish to every member (docs/notices-and-coupons.md): a draft is being
// written, published is what members read, withdrawn is taken down (and may be published again).
export const NOTICE_STATUS = { draft: 0, published: 1, withdrawn: 2 } as const;
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS];
export const NOTICE_STATUSES = Object.values(NOTICE_STATUS);

// Coupons: the coupon_type dictionary (1 amount off over a minimum, 2 percentage, 3 freight
// voucher) and the coupon_status dictionary (1 unused, 2 used, 3 expired). An unused coupon past
// its end date is shown and filtered as expired.
export const COUPON_TYPE = { amountOff: '1', percent: '2', freight: '3' } as const;
export type CouponType = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];
export const COUPON_TYPES = Object.values(COUPON_TYPE);
export const COUPON_STATUS = { unused: 1, used: 2, expired: 3 } as const;
export type CouponStatus = (typeof COUPON_STATUS)[keyof typeof COUPON_STATUS];
export const COUPON_STATUSES = Object.values(COUPON_STATUS);

// transport_type values (strings, as dictionary values are): sea LCL, air, sea-air, overseas warehouse.
export const TRANSPORT_TYPES = ['1', '2', '3', '4'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

// A warehouse refund's statuses (contracts/refund.ts). An order holds at most one refund in the
// open ones (a rejected one may be followed by a new one).
export const REFUND_STATUSES = ['applied', 'approved', 'rejected', 'returned'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = ['applied', 'approved'];

// An order exception's status (order_exception_status, contracts/abnormal.ts): to handle (the
// member's turn), finished, disputed (the staff's turn).
export const ABNORMAL_STATUS = { toHandle: 0, finished: 1, disputed: 2 } as const;
export type AbnormalStatus = (typeof ABNORMAL_STATUS)[keyof typeof ABNORMAL_STATUS];
export const ABNORMAL_STATUSES = Object.values(ABNORMAL_STATUS);

// Points (contracts/points.ts): what a ledger row did to the balance (earned and added by staff
// raise it; a gift redemption, a deduction by staff and expiry lower it), the
// member_user_score_log_operate_type dictionary; and why points were earned (the earning rules
// staff configure), the score_rule_type dictionary.
export const POINT_OPERATION = { earned: 1, giftRedemption: 2, staffAdded: 3, staffDeducted: 4, expired: 5 } as const;
export type PointOperation = (typeof POINT_OPERATION)[keyof typeof POINT_OPERATION];
export const POINT_OPERATIONS = Object.values(POINT_OPERATION);

export const SCORE_RULE = { registration: 1, invitedSignIn: 2, shareClick: 3, orderAmount: 4 } as const;
export type ScoreRule = (typeof SCORE_RULE)[keyof typeof SCORE_RULE];
export const SCORE_RULES = Object.values(SCORE_RULE);

// Gifts (contracts/gifts.ts): the gift_status dictionary. Staff withdraw and restore a gift; out
// of stock is set when a redemption takes the last one and cleared when staff add stock.
export const GIFT_STATUS = { available: 0, withdrawn: 1, outOfStock: 2 } as const;
export type GiftStatus = (typeof GIFT_STATUS)[keyof typeof GIFT_STATUS];
export const GIFT_STATUSES = Object.values(GIFT_STATUS);

// The gift_exchange_status dictionary. There is no cancelled state: a redemption is final.
export const GIFT_EXCHANGE_STATUS = { awaitingDispatch: 1, dispatched: 2, readyForPickup: 3, completed: 4 } as const;
export type GiftExchangeStatus = (typeof GIFT_EXCHANGE_STATUS)[keyof typeof GIFT_EXCHANGE_STATUS];
export const GIFT_EXCHANGE_STATUSES = Object.values(GIFT_EXCHANGE_STATUS);

// What members are told about, and through which channels (docs/jobs-and-notifications.md).
// The types are the message types of the member's message list; the in-portal message is
// always sent, e-mail and SMS only when the member chose them for that type.
export const NOTIFICATION_TYPES = ['order', 'delivery', 'reminder'] as const satisfies readonly (keyof typeof MESSAGE_TYPES)[];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// Channels a member may turn on; 'portal' (the message list) cannot be turned off.
export const OPTIONAL_CHANNELS = ['email', 'sms'] as const;
export type OptionalChannel = (typeof OPTIONAL_CHANNELS)[number];
export const NOTIFICATION_CHANNELS = ['portal', ...OPTIONAL_CHANNELS] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

// A notification's delivery on one channel (notification_delivery.state): pending → sending →
// sent; pending again (later) after a failed try; failed after the last try; skipped when the
// channel has no address any more. An SMS the provider took may then be reported delivered, or
// failed (undelivered) with the provider's error code.
export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'delivered', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
// The ones the outbox desk's queue shows unless asked otherwise: still to go, or given up on.
export const UNFINISHED_DELIVERY_STATES = ['pending', 'sending', 'failed'] as const satisfies readonly DeliveryState[];
