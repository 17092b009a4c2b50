import { z } from 'zod';
import { cursorPage, cursorQuery } from './cursor.js';
import { pageQuery } from './envelope.js';
import { idSchema } from './id.js';
import { TRANSPORT_TYPES, type TransportType } from './system.js';
import type { ValidationKey } from './validation.js';

// Price check and price lines (docs/price-check.md). The member types kilograms and
// centimetres with at most two decimals; answers carry grams, cm³ and integer minor units.

export const PRODUCT_CATEGORIES = ['general', 'electronics', 'textiles', 'furniture', 'machinery', 'cosmetics'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
// A price line priced for one category, or for every category without a line of its own.
export const PRICE_LINE_CATEGORIES = ['all', ...PRODUCT_CATEGORIES] as const;
export type PriceLineCategory = (typeof PRICE_LINE_CATEGORIES)[number];

// kg: rate in minor units per kilogram of chargeable weight; cbm: per cubic metre of
// chargeable volume.
export const PRICE_BASES = ['kg', 'cbm'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

// perUnit: minor units per chargeable kg or CBM (the line's basis); perShipment: once.
export const SURCHARGE_MODES = ['perUnit', 'perShipment'] as const;
export type SurchargeMode = (typeof SURCHARGE_MODES)[number];

// cm³ that count as one kilogram: air and sea-air 6000 (IATA); sea LCL and stock sent to an
// overseas warehouse 1000 (one CBM weighs as one tonne, the "W/M" rule).
export const DEFAULT_VOLUMETRIC_DIVISOR: Record<TransportType, number> = { '1': 1000, '2': 6000, '3': 6000, '4': 1000 };

export const PRICE_LIMITS = {
  cartons: 100_000,
  quantity: 10_000_000,
  // kg
  weight: 1_000_000,
  // cm, one side of a carton
  side: 1_000,
} as const;

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

// A number typed by the member (or sent as text): positive, matching `pattern`, at most `max`.
function positiveNumber(pattern: RegExp, key: ValidationKey, max: number) {
  return z
    .union([z.number(), z.string()], { error: key })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      const n = Number(text);
      if (pattern.test(text) && n > 0) return n;
      ctx.addIssue({ code: 'custom', message: key, input: value });
      return z.NEVER;
    })
    .pipe(z.number().max(max, 'v.max'));
}

const transportField = (key: ValidationKey) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(TRANSPORT_TYPES, { error: key }));

// One rule for the form and POST /app-api/product/line/price/calculation.
export const priceCheckBody = z.object({
  // Origin and destination cities (region ids, as openedRouterList's warehouses carry them).
  startCityId: idSchema('v.price.startCity.required'),
  destCityId: idSchema('v.price.destCity.required'),
  productId: idSchema('v.price.product.required'),
  transportType: transportField('v.price.transportType.required'),
  cartons: positiveNumber(WHOLE, 'v.price.cartons', PRICE_LIMITS.cartons),
  quantity: positiveNumber(WHOLE, 'v.price.quantity', PRICE_LIMITS.quantity),
  // Gross weight of the whole shipment, kg.
  weight: positiveNumber(TWO_DECIMALS, 'v.price.weight', PRICE_LIMITS.weight),
  // One carton's size, cm.
  length: positiveNumber(TWO_DECIMALS, 'v.price.length', PRICE_LIMITS.side),
  width: positiveNumber(TWO_DECIMALS, 'v.price.width', PRICE_LIMITS.side),
  height: positiveNumber(TWO_DECIMALS, 'v.price.height', PRICE_LIMITS.side),
  // The currency to show each total in besides the line's own (ISO 4217, with an e-cash rate
  // in effect): the quote currency of the destination-currency check.
  quoteCurrency: z.string().trim().regex(/^[A-Z]{3}$/, 'v.price.quoteCurrency.format').optional(),
});
export type PriceCheckInput = z.input<typeof priceCheckBody>;
export type PriceCheckBody = z.output<typeof priceCheckBody>;

// "Ship this" on a quote (docs/price-check.md, "From a quote to an order"): the query a quote
// carries to the shipping form (/jiedao/jd-delivery?…). The shipment as the price check took it,
// by the same rules, plus the quote's route: its warehouses, the destination country and the
// channel. Quotes are not stored, so the URL carries them; the form checks them here again.
export const shipQuoteParams = priceCheckBody.omit({ quoteCurrency: true }).extend({
  destCountryId: idSchema(),
  startWarehouseId: idSchema(),
  destWarehouseId: idSchema(),
  channelId: idSchema().optional(),
});
export type ShipQuoteInput = z.input<typeof shipQuoteParams>;
export type ShipQuoteParams = z.output<typeof shipQuoteParams>;

// A value of at most two decimals as an exact integer of hundredths (12.34 → 1234).
export function toHundredths(value: number): number {
  return Math.round(value * 100);
}

// The typed kilograms and centimetres as grams and cm³, the volume of all cartons rounded up to
// a whole cm³. In bigint: sides multiplied pass 2^53 (the price formula refuses what stays past
// it; within PRICE_LIMITS it never does).
export function shipmentFigures(input: Pick<PriceCheckBody, 'weight' | 'cartons' | 'length' | 'width' | 'height'>): { grams: bigint; cm3: bigint } {
  const side = (value: number) => BigInt(toHundredths(value));
  // A side in hundredths of a cm: a cube of them is 10^6 per cm³.
  const cubed = side(input.length) * side(input.width) * side(input.height) * BigInt(input.cartons);
  return { grams: BigInt(toHundredths(input.weight)) * 10n, cm3: (cubed + 999_999n) / 1_000_000n };
}

const names = { nameZh: z.string(), nameEn: z.string(), nameFr: z.string() };
const namedRef = z.object({ id: z.number().int(), code: z.string(), ...names });

export const productAttrRef = namedRef.extend({ restricted: z.boolean() });

export const productItem = z.object({
  id: z.number().int(),
  code: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  ...names,
  attrs: z.array(productAttrRef),
});
export type ProductItem = z.infer<typeof productItem>;

export const productPageQuery = pageQuery.extend({
  // Matches the code or a name in any language.
  keyword: z.string().trim().max(50, 'v.maxLength').optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
});
export type ProductPageQuery = z.infer<typeof productPageQuery>;
export const productGetQuery = z.object({ id: idSchema() });

const currencyRef = z.object({ code: z.string(), symbol: z.string(), digits: z.number().int() });

export const surchargeQuote = namedRef.extend({
  mode: z.enum(SURCHARGE_MODES),
  // The line's figure: per chargeable unit or per shipment, minor units.
  amount: z.number().int(),
  // What this shipment pays for it, minor units.
  total: z.number().int(),
});

// A price line's terms on its route, as quotes and the staff list show them.
const lineTerms = {
  routeId: z.number().int(),
  transportType: z.enum(TRANSPORT_TYPES),
  channel: namedRef.nullable(),
  startWarehouse: namedRef,
  destWarehouse: namedRef,
  category: z.enum(PRICE_LINE_CATEGORIES),
  basis: z.enum(PRICE_BASES),
  // Minor units per kg (basis kg) or per CBM (basis cbm).
  rate: z.number().int(),
  // cm³ per kg
  volumetricDivisor: z.number().int(),
  minimumCharge: z.number().int(),
};

export const priceQuote = z.object({
  lineId: z.number().int(),
  ...lineTerms,
  // grams
  actualWeight: z.number().int(),
  volumetricWeight: z.number().int(),
  chargeableWeight: z.number().int(),
  // cm³
  volume: z.number().int(),
  chargeableVolume: z.number().int(),
  // Minor units: rate × chargeable quantity, then the minimum, then the surcharges.
  freight: z.number().int(),
  minimumApplied: z.boolean(),
  surcharges: z.array(surchargeQuote),
  total: z.number().int(),
  currency: currencyRef,
  // The total in the asked quoteCurrency at the e-cash rates in effect (convertMinor,
  // contracts/ecash.ts); null when none was asked or the line's currency has no rate.
  converted: z
    .object({
      currency: currencyRef,
      total: z.number().int(),
      // Units of each currency for one USD, as text: the rates the conversion used.
      ecashRate: z.string(),
      lineEcashRate: z.string(),
    })
    .nullable(),
  transitDaysMin: z.number().int().nullable(),
  transitDaysMax: z.number().int().nullable(),
});
export type PriceQuote = z.infer<typeof priceQuote>;

export const priceCheckResult = z.object({ quotes: z.array(priceQuote) });
export type PriceCheckResult = z.infer<typeof priceCheckResult>;

// Staff: price lines (/admin-api/product/line/*, role finance).
const minorUnits = (key: ValidationKey, min: number) => z.number(key).int('v.price.line.integer').min(min, 'v.min').max(1_000_000_000, 'v.max');

export const surchargeBody = z.object({
  attrId: idSchema(),
  mode: z.enum(SURCHARGE_MODES),
  amount: minorUnits('v.required', 1),
});

export const priceLineBody = z.object({
  routeId: idSchema('v.price.line.route.required'),
  category: z.enum(PRICE_LINE_CATEGORIES),
  basis: z.enum(PRICE_BASES),
  rate: minorUnits('v.price.line.rate.required', 1),
  minimumCharge: minorUnits('v.required', 0).default(0),
  currency: z.string('v.price.line.currency.required').trim().regex(/^[A-Z]{3}$/, 'v.format'),
  // Defaults to the route's transport type's (DEFAULT_VOLUMETRIC_DIVISOR).
  volumetricDivisor: z.number().int('v.price.line.integer').min(100, 'v.min').max(100_000, 'v.max').optional(),
  surcharges: z
    .array(surchargeBody)
    .max(20, 'v.max')
    .default([])
    .refine((list) => new Set(list.map((s) => s.attrId)).size === list.length, 'v.price.line.surcharge.duplicate'),
  enabled: z.boolean().default(true),
});
export type PriceLineBody = z.output<typeof priceLineBody>;

export const priceLineUpdateBody = priceLineBody.extend({ id: idSchema() });
export type PriceLineUpdateBody = z.output<typeof priceLineUpdateBody>;
export const priceLineIdQuery = z.object({ id: idSchema() });

export const priceLinePageQuery = pageQuery.extend({
  routeId: idSchema().optional(),
  transportType: z.enum(TRANSPORT_TYPES).optional(),
  category: z.enum(PRICE_LINE_CATEGORIES).optional(),
});
export type PriceLinePageQuery = z.infer<typeof priceLinePageQuery>;

export const priceLineItem = z.object({
  id: z.number().int(),
  ...lineTerms,
  currency: z.string(),
  surcharges: z.array(z.object({ attrId: z.number().int(), code: z.string(), mode: z.enum(SURCHARGE_MODES), amount: z.number().int() })),
  enabled: z.boolean(),
  updatedBy: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type PriceLineItem = z.infer<typeof priceLineItem>;
export const priceLineCreated = z.object({ id: z.number().int() });

// Staff: a line's audit trail (GET /admin-api/product/line/history), newest first: who (staff id
// and name), what (create, update, delete, with the line as it was before and after), when. A
// deleted line's trail stays readable.
export const PRICE_LINE_AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export const priceLineHistoryQuery = cursorQuery.extend({ id: idSchema() });
export type PriceLineHistoryQuery = z.infer<typeof priceLineHistoryQuery>;
export const priceLineAuditEntry = z.object({
  id: z.number().int(),
  lineId: z.number().int(),
  action: z.enum(PRICE_LINE_AUDIT_ACTIONS),
  staffId: z.number().int(),
  staffName: z.string().nullable(),
  before: priceLineItem.nullable(),
  after: priceLineItem.nullable(),
  time: z.string(),
});
export type PriceLineAuditEntry = z.infer<typeof priceLineAuditEntry>;
export const priceLineHistoryPage = cursorPage(priceLineAuditEntry);
