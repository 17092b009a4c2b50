import { CARGO_CONTROL_STATUS, ORDER_STATUS, type CargoControlStatus, type OrderStatus } from './statuses.js';

// One table of what an order's status allows (docs/product/orders.md). The server enforces it;
// the web only hides what it refuses. Zod-free, so list and detail screens import it cheaply.

export const MEMBER_ORDER_ACTIONS = ['edit', 'submit', 'copy', 'delete', 'cancel', 'refund', 'print', 'files'] as const;
export type MemberOrderAction = (typeof MEMBER_ORDER_ACTIONS)[number];

const S = ORDER_STATUS;
const ALL: readonly OrderStatus[] = Object.values(S);
const AFTER_SUBMIT: readonly OrderStatus[] = ALL.filter((s) => s !== S.draft && s !== S.cancelled);

// Statuses in which the shipper may take each action.
export const ACTION_STATUSES: Record<MemberOrderAction, readonly OrderStatus[]> = {
  // Until the cartons are in the warehouse the shipper may still change the order.
  edit: [S.draft, S.awaitingWarehousing],
  // A draft leaves draft (real-name certified required).
  submit: [S.draft],
  copy: ALL,
  delete: [S.draft, S.cancelled],
  cancel: [S.awaitingWarehousing],
  // Apply for a warehouse refund (take the goods back): in the warehouse, not yet loaded.
  refund: [S.inWarehouse],
  // Lading bill and warehouse receipt: once submitted.
  print: AFTER_SUBMIT,
  // Packing-list files: add or remove while the order can be edited.
  files: [S.draft, S.awaitingWarehousing],
};

export function orderAllows(action: MemberOrderAction, status: OrderStatus): boolean {
  return ACTION_STATUSES[action].includes(status);
}

// Once some cartons are in (a partial receipt: lots, the order still awaiting warehousing) the
// shipper may no longer change or cancel the order, nor its packing list (docs/warehouse.md).
export const PARTLY_RECEIVED_LOCKED: readonly MemberOrderAction[] = ['edit', 'cancel', 'files'];

// What a consignee (the member whose phone is the order's consignee phone) may do: look, print
// the warehouse receipt, copy nothing. The bill of lading comes from the shipper.
export const CONSIGNEE_ORDER_ACTIONS: readonly MemberOrderAction[] = [];

// The staff chain: each status and the one staff may move it to next. Awaiting warehousing →
// in warehouse is written by a warehouse receipt; the rest by a transition with a tracking event.
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  [S.awaitingWarehousing]: S.inWarehouse,
  [S.inWarehouse]: S.departed,
  [S.departed]: S.inTransit,
  [S.inTransit]: S.arrived,
  [S.arrived]: S.readyForPickup,
  [S.readyForPickup]: S.delivered,
};

// Off the chain: in warehouse → returned to shipper, written only when staff record that the
// goods of an approved warehouse refund were handed back (modules/refunds; docs/money.md). It is
// an end status, like delivered and cancelled: the shipper may copy and print, nothing else.
export const REFUND_RETURN_FROM: OrderStatus = S.inWarehouse;

export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUS[from] === to;
}

// A loss or damage claim (docs/abnormal-items.md, "Claims"): from warehousing (the goods are in
// our hands) until delivery; not before (nothing received yet), nor once cancelled or handed
// back to the shipper.
export const CLAIM_ORDER_STATUSES: readonly OrderStatus[] = [S.inWarehouse, S.departed, S.inTransit, S.arrived, S.readyForPickup, S.delivered];
export const claimAllowedFor = (status: OrderStatus) => CLAIM_ORDER_STATUSES.includes(status);

// Staff write the warehouse receipt when the cartons arrive (awaiting warehousing → in
// warehouse), and may correct it while the cargo is still there.
export const RECEIPT_STATUSES: readonly OrderStatus[] = [S.awaitingWarehousing, S.inWarehouse];

// Where a staff transition may move an order from `from`; undefined where none may, and for
// awaiting warehousing, which the receipt moves.
export function transitionTarget(from: OrderStatus): OrderStatus | undefined {
  return from === S.awaitingWarehousing ? undefined : NEXT_STATUS[from];
}

// Goods under cargo control are handed over only once the controller has released them all:
// an order in one of these cargo-control statuses cannot be delivered.
export const HELD_CARGO_STATUSES: readonly CargoControlStatus[] = [CARGO_CONTROL_STATUS.controlled, CARGO_CONTROL_STATUS.partlyReleased];

// The status an order must be in for a transition to `to` (the step before it in the chain).
export function transitionSource(to: OrderStatus): OrderStatus | undefined {
  const entry = Object.entries(NEXT_STATUS).find(([, next]) => next === to);
  return entry ? (Number(entry[0]) as OrderStatus) : undefined;
}

// Statuses a member is told about through the notification outbox (received into the
// warehouse, departed, arrived, ready for pickup); exceptions are told by their own module.
export const NOTIFIED_STATUSES: readonly OrderStatus[] = [S.inWarehouse, S.departed, S.arrived, S.readyForPickup, S.delivered];

