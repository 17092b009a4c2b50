import type { TransportType } from '@portal/contracts/system';

// Currencies, units, product attributes and shipping channels, each named in the three
// product languages. Rows are inserted in list order (sort = position), keyed by code.

export type NamedSeed = { code: string; zh: string; en: string; fr: string };
export type CurrencySeed = NamedSeed & { symbol: string; digits: number };
export type ProductAttrSeed = NamedSeed & { restricted: boolean };
export type ChannelSeed = NamedSeed & { transportType: TransportType; acceptsRestricted: boolean };

// ISO 4217 codes and minor-unit digits (XOF, XAF and GNF have none: amounts are integers).
// Every region's local currency (data/regions.ts) is in this list.
export const CURRENCIES = [
  { code: 'CNY', zh: '人民币', en: 'Chinese yuan', fr: 'Yuan chinois', symbol: '¥', digits: 2 },
  { code: 'USD', zh: '美元', en: 'US dollar', fr: 'Dollar américain', symbol: '$', digits: 2 },
  { code: 'EUR', zh: '欧元', en: 'Euro', fr: 'Euro', symbol: '€', digits: 2 },
  { code: 'XOF', zh: '西非法郎', en: 'West African CFA franc', fr: 'Franc CFA (BCEAO)', symbol: 'CFA', digits: 0 },
  { code: 'XAF', zh: '中非法郎', en: 'Central African CFA franc', fr: 'Franc CFA (BEAC)', symbol: 'FCFA', digits: 0 },
  { code: 'NGN', zh: '尼日利亚奈拉', en: 'Nigerian naira', fr: 'Naira nigérian', symbol: '₦', digits: 2 },
  { code: 'GHS', zh: '加纳塞地', en: 'Ghanaian cedi', fr: 'Cedi ghanéen', symbol: 'GH₵', digits: 2 },
  { code: 'GNF', zh: '几内亚法郎', en: 'Guinean franc', fr: 'Franc guinéen', symbol: 'FG', digits: 0 },
  { code: 'CDF', zh: '刚果法郎', en: 'Congolese franc', fr: 'Franc congolais', symbol: 'FC', digits: 2 },
  { code: 'KES', zh: '肯尼亚先令', en: 'Kenyan shilling', fr: 'Shilling kényan', symbol: 'KSh', digits: 2 },
] as const satisfies readonly CurrencySeed[];

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

// Packing and charging units.
export const UNITS: NamedSeed[] = [
  { code: 'carton', zh: '箱', en: 'Carton', fr: 'Carton' },
  { code: 'piece', zh: '件', en: 'Piece', fr: 'Pièce' },
  { code: 'set', zh: '套', en: 'Set', fr: 'Ensemble' },
  { code: 'pair', zh: '双', en: 'Pair', fr: 'Paire' },
  { code: 'bag', zh: '袋', en: 'Bag', fr: 'Sac' },
  { code: 'roll', zh: '卷', en: 'Roll', fr: 'Rouleau' },
  { code: 'pallet', zh: '托', en: 'Pallet', fr: 'Palette' },
  { code: 'kg', zh: '千克', en: 'Kilogram', fr: 'Kilogramme' },
  { code: 'cbm', zh: '立方米', en: 'Cubic metre', fr: 'Mètre cube' },
];

// Restricted attributes ("non-acceptable" on ordinary channels): an order with one is
// flagged and goes only on a channel that accepts restricted goods.
export const PRODUCT_ATTRS: ProductAttrSeed[] = [
  { code: 'general', zh: '普货', en: 'General goods', fr: 'Marchandises générales', restricted: false },
  { code: 'battery', zh: '带电', en: 'Contains batteries', fr: 'Contient des batteries', restricted: true },
  { code: 'liquid', zh: '液体', en: 'Liquid', fr: 'Liquide', restricted: true },
  { code: 'powder', zh: '粉末', en: 'Powder', fr: 'Poudre', restricted: true },
  { code: 'magnetic', zh: '带磁', en: 'Magnetic', fr: 'Magnétique', restricted: true },
  { code: 'brand', zh: '品牌货', en: 'Branded goods', fr: 'Produits de marque', restricted: true },
  { code: 'food', zh: '食品', en: 'Food', fr: 'Denrées alimentaires', restricted: true },
  { code: 'cosmetics', zh: '化妆品', en: 'Cosmetics', fr: 'Cosmétiques', restricted: true },
  { code: 'fragile', zh: '易碎品', en: 'Fragile goods', fr: 'Marchandises fragiles', restricted: false },
];

// Channels by transport type (1 sea LCL, 2 air, 3 sea-air, 4 overseas warehouse).
export const CHANNELS = [
  { code: 'SEA_STANDARD', transportType: '1', zh: '海运标准', en: 'Sea – standard', fr: 'Maritime – standard', acceptsRestricted: true },
  { code: 'SEA_EXPRESS', transportType: '1', zh: '海运快船', en: 'Sea – express', fr: 'Maritime – express', acceptsRestricted: false },
  { code: 'AIR_NORMAL', transportType: '2', zh: '空运普货', en: 'Air – general goods', fr: 'Aérien – marchandises générales', acceptsRestricted: false },
  { code: 'AIR_EXPRESS', transportType: '2', zh: '空运快线', en: 'Air – express', fr: 'Aérien – express', acceptsRestricted: false },
  { code: 'AIR_SENSITIVE', transportType: '2', zh: '空运敏感货', en: 'Air – sensitive goods', fr: 'Aérien – marchandises sensibles', acceptsRestricted: true },
  { code: 'SEA_AIR_STANDARD', transportType: '3', zh: '海空联运', en: 'Sea-air – standard', fr: 'Mer-air – standard', acceptsRestricted: false },
  { code: 'OVERSEAS_STOCK', transportType: '4', zh: '海外仓备货', en: 'Overseas warehouse – stock', fr: "Entrepôt à l'étranger – stock", acceptsRestricted: false },
] as const satisfies readonly ChannelSeed[];

// A channel code, or the codes of one transport type.
export type ChannelCode<T extends TransportType = TransportType> = Extract<(typeof CHANNELS)[number], { transportType: T }>['code'];
