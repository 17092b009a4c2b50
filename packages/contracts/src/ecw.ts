import { z } from 'zod';
import { idSchema } from './id.js';
import { transportTypeField } from './system.js';

// Shipping reference data (docs/product/api.md). Every name comes in the three languages
// (nameZh/nameEn/nameFr); clients pick the one of their locale.

const names = {
  nameZh: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
};

const idParam = idSchema();

export const TRADE_TYPES = ['start', 'dest'] as const;
export type TradeType = (typeof TRADE_TYPES)[number];
export const REGION_TYPES = ['country', 'province', 'city'] as const;
export type RegionType = (typeof REGION_TYPES)[number];

export const countryItem = z.object({
  id: z.number().int(),
  // ISO 3166-1 alpha-2
  code: z.string(),
  ...names,
  // Calling code without "+" (null for territories without numbering)
  areaCode: z.string().nullable(),
  sort: z.number().int(),
});
export type CountryItem = z.infer<typeof countryItem>;
export const staffCountryItem = countryItem.extend({ status: z.number().int() });

export const regionItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  type: z.enum(REGION_TYPES),
  code: z.string(),
  countryCode: z.string(),
  ...names,
  isTradeCity: z.boolean(),
  tradeType: z.enum(TRADE_TYPES).nullable(),
  // Countries: local currency (ISO 4217)
  currencyCode: z.string().nullable(),
  sort: z.number().int(),
});
export type RegionItem = z.infer<typeof regionItem>;

export type RegionNode = RegionItem & { children: RegionNode[] };
export const regionNode: z.ZodType<RegionNode> = regionItem.extend({
  get children() {
    return z.array(regionNode);
  },
});

export const regionGetQuery = z.object({ id: idParam });
export const tradeCityQuery = z.object({ type: z.enum(TRADE_TYPES).optional() });
export const cityListByParentQuery = z.object({ parentId: idParam });

const countryRef = z.object({ id: z.number().int(), code: z.string(), ...names });

export const tradeCityItem = regionItem.extend({ country: countryRef });
export type TradeCityItem = z.infer<typeof tradeCityItem>;

export const tradeCountryItem = regionItem.extend({
  // Which trade kinds its cities have
  tradeTypes: z.array(z.enum(TRADE_TYPES)),
});
export type TradeCountryItem = z.infer<typeof tradeCountryItem>;

export const currencyItem = z.object({
  id: z.number().int(),
  // ISO 4217
  code: z.string(),
  ...names,
  symbol: z.string(),
  // Minor-unit digits: an amount of 1234 with digits 2 is 12.34
  digits: z.number().int(),
  sort: z.number().int(),
});
export type CurrencyItem = z.infer<typeof currencyItem>;

// Destination currency check (docs/price-check.md, "Quote currency"): give the destination
// country or city, and the member's area code; the answer is the destination's local currency,
// whether the area code is the destination's own, and the currency a quote is shown in with its
// e-cash rate in effect: the member's country's quote currency when the area code names a
// country served, else the destination's, else the e-cash base (USD).
export const QUOTE_BASES = ['member', 'destination', 'base'] as const;
export type QuoteBasis = (typeof QUOTE_BASES)[number];

export const destCurrencyQuery = z
  .object({
    destCountryId: idParam.optional(),
    destCityId: idParam.optional(),
    // A calling code, "+" optional: 1 to 4 digits.
    areaCode: z.string().trim().regex(/^\+?\d{1,4}$/, 'v.price.areaCode.format').optional(),
  })
  .refine((q) => q.destCountryId !== undefined || q.destCityId !== undefined, {
    path: ['destCountryId'],
    message: 'v.price.destination.required',
  });
export type DestCurrencyQuery = z.input<typeof destCurrencyQuery>;
export const destCurrencyResult = z.object({
  destCountryId: z.number().int(),
  destCountryCode: z.string(),
  // Calling code of the destination country
  destAreaCode: z.string().nullable(),
  areaCodeMatches: z.boolean(),
  // The destination's local currency
  currency: currencyItem.nullable(),
  // The served country the area code belongs to (null: none given, or none served)
  memberCountryCode: z.string().nullable(),
  // The currency quotes are shown in, and why it was chosen
  quoteCurrency: currencyItem,
  quoteBasis: z.enum(QUOTE_BASES),
  // Its e-cash rate in effect: units for one USD, as text and × 1,000,000
  ecashRate: z.string(),
  ecashRateMicros: z.number().int(),
  rateEffectiveTime: z.string(),
});
export type DestCurrencyResult = z.infer<typeof destCurrencyResult>;

export const warehouseItem = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(TRADE_TYPES),
  countryId: z.number().int(),
  cityId: z.number().int(),
  ...names,
  addressZh: z.string(),
  addressEn: z.string(),
  addressFr: z.string(),
  openingHoursZh: z.string(),
  openingHoursEn: z.string(),
  openingHoursFr: z.string(),
  contactPhone: z.string(),
  sort: z.number().int(),
});
export type WarehouseItem = z.infer<typeof warehouseItem>;

export const warehouseTreeQuery = z.object({ type: z.enum(TRADE_TYPES).optional() });
const placeRef = z.object({ id: z.number().int(), code: z.string(), ...names });
export const warehouseCountry = placeRef.extend({
  cities: z.array(placeRef.extend({ warehouses: z.array(warehouseItem) })),
});
export type WarehouseCountry = z.infer<typeof warehouseCountry>;

// Ids and the transport type are accepted as numbers or numeric strings.
const bodyId = idSchema();
export const openedRouteQuery = z.object({
  startWarehouseId: bodyId.optional(),
  destWarehouseId: bodyId.optional(),
  transportType: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), transportTypeField).optional(),
  channelId: bodyId.optional(),
});
export type OpenedRouteQuery = z.infer<typeof openedRouteQuery>;

const warehouseRef = z.object({
  id: z.number().int(),
  code: z.string(),
  ...names,
  countryId: z.number().int(),
  cityId: z.number().int(),
});
export const openedRouteItem = z.object({
  id: z.number().int(),
  transportType: z.string(),
  channelId: z.number().int().nullable(),
  channel: z.object({ id: z.number().int(), code: z.string(), ...names }).nullable(),
  startWarehouse: warehouseRef,
  destWarehouse: warehouseRef,
  transitDaysMin: z.number().int().nullable(),
  transitDaysMax: z.number().int().nullable(),
});
export type OpenedRouteItem = z.infer<typeof openedRouteItem>;

export const unitItem = z.object({ id: z.number().int(), code: z.string(), ...names, sort: z.number().int() });
export type UnitItem = z.infer<typeof unitItem>;

export const productAttrItem = z.object({
  id: z.number().int(),
  code: z.string(),
  ...names,
  // Restricted ("non-acceptable" on ordinary channels): orders with it are flagged
  restricted: z.boolean(),
  sort: z.number().int(),
});
export type ProductAttrItem = z.infer<typeof productAttrItem>;

export const channelQuery = z.object({ transportType: transportTypeField.optional() });
export const channelItem = z.object({
  id: z.number().int(),
  code: z.string(),
  transportType: z.string(),
  ...names,
  acceptsRestricted: z.boolean(),
  sort: z.number().int(),
});
export type ChannelItem = z.infer<typeof channelItem>;
