import type { TRANSPORT_TYPES } from './statuses.js';

// The order's constants and choices, and the rule dropping the fields of a choice turned off:
// zod-free, so the shipping form's first paint has them without the schemas (order.ts
// re-exports all of it).

// A goods list longer than this is split into several orders.
export const GOODS_LINES_MAX = 200;
// Staff move at most this many orders in one batch (a container).
export const TRANSITION_BATCH_MAX = 500;
// Insurance costs this many thousandths of the declared worth (at least one minor unit).
export const INSURANCE_RATE_PERMILLE = 3;
// The insurance fee of a declared worth (both in minor units), rounded up, at least one minor
// unit: the form shows it before submitting and the server charges the same.
export function insuranceFee(worth: number): number {
  return Math.max(1, Math.ceil((worth * INSURANCE_RATE_PERMILLE) / 1000));
}
// Currencies a member may declare worth and collection amounts in.
export const ORDER_CURRENCIES = ['USD', 'CNY', 'EUR'] as const;
export type OrderCurrency = (typeof ORDER_CURRENCIES)[number];

// Choices of the delivery form. Labels live with the web's translations.
export const CUSTOMS_TYPES = ['consolidated', 'own', 'none'] as const; // declared by us, by the shipper, not declared
export const ISSUING_METHODS = ['electronic', 'paper', 'telex'] as const; // how the bill of lading is issued
export const WAREHOUSE_TYPES = ['general', 'bonded'] as const; // the origin warehouse area the cargo goes to
export const HARVEST_METHODS = ['self_delivery', 'pickup'] as const; // shipper brings cargo, or we collect it
export const DRAWEES = ['shipper', 'consignee', 'custom'] as const; // who pays the freight
export const FEE_TYPES = ['freight', 'customs', 'destination', 'delivery', 'insurance'] as const;
export const PAYERS = ['shipper', 'consignee'] as const;
export const PACKAGE_TYPES = ['carton', 'pallet', 'wooden_case', 'bag', 'other'] as const;
export const BRAND_TYPES = ['0', '1', '2'] as const; // brand_type dictionary: none, authorised, not authorised
export const ORDER_ROLES = ['posted', 'received'] as const; // shipper's orders, consignee's orders
export type OrderRole = (typeof ORDER_ROLES)[number];

// Air legs name an airline, sea legs a shipping company (sea-air both).
export const NAMES_AIRLINE: readonly (typeof TRANSPORT_TYPES)[number][] = ['2', '3'];
export const NAMES_SHIPPING_COMPANY: readonly (typeof TRANSPORT_TYPES)[number][] = ['1', '3', '4'];

// The fields that belong to a choice of the order, and the choices.
interface ChoiceFields {
  transportType?: string | null | undefined;
  isCargoControl?: boolean | null | undefined;
  controller?: unknown;
  isCollection?: boolean | null | undefined;
  collectionProxy?: number | null | undefined;
  harvestMethod?: string | null | undefined;
  loadingTime?: unknown;
  loadingAddress?: string | null | undefined;
  drawee?: string | null | undefined;
  customDraweeList?: readonly unknown[] | null | undefined;
  customsClearCert?: boolean | null | undefined;
  clearCertRemark?: string | null | undefined;
  airlineCompany?: string | null | undefined;
  shippingCompany?: string | null | undefined;
}

// A field of a choice the member turned off is not kept (a controller typed, then cargo
// control unticked): the form leaves it out of the body, the server out of the order, by
// this one rule. orderRules above says what a choice that is on requires.
export function withoutUnchosen<T extends ChoiceFields>(body: T): T {
  const transport = body.transportType as (typeof TRANSPORT_TYPES)[number] | null | undefined;
  return {
    ...body,
    controller: body.isCargoControl ? body.controller : undefined,
    collectionProxy: body.isCollection ? body.collectionProxy : undefined,
    loadingTime: body.harvestMethod === 'pickup' ? body.loadingTime : undefined,
    loadingAddress: body.harvestMethod === 'pickup' ? body.loadingAddress : undefined,
    customDraweeList: body.drawee === 'custom' ? (body.customDraweeList ?? []) : [],
    clearCertRemark: body.customsClearCert ? body.clearCertRemark : undefined,
    airlineCompany: transport && NAMES_AIRLINE.includes(transport) ? body.airlineCompany : undefined,
    shippingCompany: transport && NAMES_SHIPPING_COMPANY.includes(transport) ? body.shippingCompany : undefined,
  };
}
