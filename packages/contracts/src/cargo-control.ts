import { z } from 'zod';
import { areaCodeField, smsCodeField } from './auth.js';
import { phoneField } from './address-book.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { idSchema } from './id.js';
import { controllerBody } from './order.js';
import { CARGO_CONTROL_STATUSES, ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from './statuses.js';

// Cargo control (docs/product/orders.md, docs/cargo-control.md): an order shipped under control
// is held in the warehouse until its controller releases the cartons, in one go or in parts.
// The controller is the member whose area code and phone are the order's controller phone;
// only that member may release or hand the right to a new controller. The shipper, the
// controller and every earlier controller can read the order's control history.

// ---------- constants ----------

// Goods count as controlled only when control is asked for within this many days of the
// cartons entering the warehouse (the warehouse rule).
export const CONTROL_REQUEST_DAYS = 3;
// The consignee of a release stays the order's consignee for this many days after the
// cartons enter the warehouse (lockConsigneeTime = in time + this); staff may move the date.
export const CONSIGNEE_LOCK_DAYS = 7;

// How the controller proved a release or transfer: the control password or an SMS code sent
// to the controller's phone (scene release-goods, transfer-control).
export const RELEASE_VERIFY_METHODS = ['password', 'sms'] as const;
export type ReleaseVerifyMethod = (typeof RELEASE_VERIFY_METHODS)[number];

// Entries of an order's control history.
export const CONTROL_EVENT_KINDS = ['control', 'release', 'transfer'] as const;
export type ControlEventKind = (typeof CONTROL_EVENT_KINDS)[number];

// What the caller is to the order: its current controller, its shipper, or an earlier
// controller (who only reads the history).
export const CONTROL_VIEWER_ROLES = ['controller', 'shipper', 'formerController'] as const;
export type ControlViewerRole = (typeof CONTROL_VIEWER_ROLES)[number];

const S = ORDER_STATUS;
// Cartons can be released while they are in our hands: in the origin warehouse or anywhere on
// the way to and at the destination, until delivered.
export const RELEASABLE_STATUSES: readonly OrderStatus[] = [S.inWarehouse, S.departed, S.inTransit, S.arrived, S.readyForPickup];
// The release may name another consignee only where the cartons sit in a warehouse: at the
// origin before loading, or unloaded at the destination (spec's release notes).
export const CONSIGNEE_CHANGE_STATUSES: readonly OrderStatus[] = [S.inWarehouse, S.arrived, S.readyForPickup];

// Why a release may not change the consignee right now (limitUpdateConsignee), or null when it may.
export const CONSIGNEE_CHANGE_LIMITS = ['locked', 'notInWarehouse'] as const;
export type ConsigneeChangeLimit = (typeof CONSIGNEE_CHANGE_LIMITS)[number];

// The spec's release notes as one rule, for the dialog (which explains) and the server (which refuses).
export function consigneeChangeLimit(status: OrderStatus, lockConsigneeTime: string | null, now: Date): ConsigneeChangeLimit | null {
  if (!CONSIGNEE_CHANGE_STATUSES.includes(status)) return 'notInWarehouse';
  if (lockConsigneeTime !== null && new Date(lockConsigneeTime).getTime() > now.getTime()) return 'locked';
  return null;
}

// ---------- requests ----------

const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().max(max, 'v.maxLength').optional());

export const controlPageQuery = cursorQuery.extend({
  // Held (controlled or partly released), released, or all the caller can see.
  state: z.enum(['held', 'released', 'all']).default('all'),
  // Order number or shipping mark.
  keyword: optionalText(50),
});
export type ControlPageQuery = z.infer<typeof controlPageQuery>;

export const controlIdQuery = z.object({ id: idSchema() });

// The person who collects the released cartons. Defaults to the order's consignee; another
// one only where consigneeChangeLimit allows.
export const releaseConsigneeBody = z.object({
  name: z.string('v.control.consignee.name.required').trim().min(1, { error: 'v.control.consignee.name.required', abort: true }).max(50, 'v.maxLength'),
  areaCode: areaCodeField,
  phone: phoneField,
});

const verification = {
  method: z.enum(RELEASE_VERIFY_METHODS, 'v.control.method.required'),
  // The controller's control password (method password).
  password: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(32, 'v.maxLength').optional()),
  // A code sent to the controller's phone (method sms).
  code: z.preprocess((v) => (v === '' ? undefined : v), smsCodeField.optional()),
};

function requireProof(value: { method: ReleaseVerifyMethod; password?: string | undefined; code?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.method === 'password' && !value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'v.control.password.required' });
  if (value.method === 'sms' && !value.code) ctx.addIssue({ code: 'custom', path: ['code'], message: 'v.code.required' });
}

// Release: cartons (1 … remainNum, checked by the server against the live count), the
// consignee, the picked volume and weight (integers: cm³, g; optional), remarks, and the proof.
export const releaseBody = z
  .object({
    id: idSchema(),
    pickNum: z.number('v.control.pickNum.required').int('v.order.integer').min(1, 'v.control.pickNum.min').max(1_000_000, 'v.max'),
    pickVolume: z.number().int('v.order.integer').min(0, 'v.min').max(2_000_000_000, 'v.max').optional(),
    pickWeight: z.number().int('v.order.integer').min(0, 'v.min').max(2_000_000_000, 'v.max').optional(),
    consignee: releaseConsigneeBody,
    remarks: optionalText(200),
    ...verification,
  })
  .superRefine(requireProof);
export type ReleaseBody = z.input<typeof releaseBody>;

// Transfer: the new controller, proved by an SMS code to the current controller's phone.
export const transferBody = z.object({
  id: idSchema(),
  newController: controllerBody,
  code: smsCodeField,
});
export type TransferBody = z.input<typeof transferBody>;

// The shipper puts an order already in the warehouse under control (within CONTROL_REQUEST_DAYS).
export const controlApplyBody = z.object({ id: idSchema(), controller: controllerBody });
export type ControlApplyBody = z.input<typeof controlApplyBody>;

// ---------- answers ----------

const controllerView = z.object({ name: z.string(), areaCode: z.string(), phone: z.string(), email: z.string().nullable() });

// One controlled order as the list and the dialogs read it. Volumes in cm³, weights in grams.
export const controlOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  marks: z.string().nullable(),
  status: z.literal(ORDER_STATUSES),
  cargoControlStatus: z.literal(CARGO_CONTROL_STATUSES),
  viewerRole: z.enum(CONTROL_VIEWER_ROLES),
  consigneeName: z.string().nullable(),
  consigneeAreaCode: z.string().nullable(),
  consigneePhone: z.string().nullable(),
  // Controller: full to the controller and the shipper; an earlier controller sees it too
  // (they handed the right over).
  controller: controllerView,
  // Cartons, volume and weight in the warehouse; cartons under control; released so far; left.
  sumNum: z.number().int(),
  sumVolume: z.number().int(),
  sumWeight: z.number().int(),
  sumConNum: z.number().int(),
  releasedNum: z.number().int(),
  remainNum: z.number().int(),
  inTime: z.string().nullable(),
  unloadTime: z.string().nullable(),
  lockConsigneeTime: z.string().nullable(),
  // Why the consignee of a release cannot change now; null: it may.
  limitUpdateConsignee: z.enum(CONSIGNEE_CHANGE_LIMITS).nullable(),
  // What the caller may do now (the server checks again).
  canRelease: z.boolean(),
  canTransfer: z.boolean(),
  // Whether the caller has a control password (else only the SMS proof is offered).
  hasControlPassword: z.boolean(),
  createTime: z.string(),
});
export type ControlOrder = z.infer<typeof controlOrder>;
export const controlPage = cursorPage(controlOrder);

// One entry of the audit trail: who, when, what, how it was proved.
export const controlEvent = z.object({
  id: z.number().int(),
  kind: z.enum(CONTROL_EVENT_KINDS),
  time: z.string(),
  // The member who acted (masked phone for anyone but themselves).
  actorName: z.string().nullable(),
  actorPhone: z.string().nullable(),
  pickNum: z.number().int().nullable(),
  pickVolume: z.number().int().nullable(),
  pickWeight: z.number().int().nullable(),
  consigneeName: z.string().nullable(),
  consigneeAreaCode: z.string().nullable(),
  consigneePhone: z.string().nullable(),
  remarks: z.string().nullable(),
  verifiedBy: z.enum(RELEASE_VERIFY_METHODS).nullable(),
  oldController: controllerView.nullable(),
  newController: controllerView.nullable(),
});
export type ControlEvent = z.infer<typeof controlEvent>;
export const controlHistory = z.object({ list: z.array(controlEvent) });

export const releaseResult = z.object({
  cargoControlStatus: z.literal(CARGO_CONTROL_STATUSES),
  releasedNum: z.number().int(),
  remainNum: z.number().int(),
});
export type ReleaseResult = z.infer<typeof releaseResult>;

// Staff: set when the cartons were unloaded at the destination and until when the consignee is locked.
export const staffControlDatesBody = z.object({
  id: idSchema(),
  unloadTime: z.iso.datetime({ offset: true, error: 'v.format' }).nullable().optional(),
  lockConsigneeTime: z.iso.datetime({ offset: true, error: 'v.format' }).nullable().optional(),
});
