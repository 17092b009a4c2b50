import type { PriceBasis, PriceLineCategory, ProductCategory, SurchargeMode } from '@portal/contracts/price';
import type { ChannelCode } from './catalog.js';

// Demo products and price lines (docs/price-check.md). Amounts in US cents: sea and overseas
// stock per CBM, air and sea-air per kg. Every seeded route gets a line except Yiwu → Kinshasa,
// which shows "No available line".

export interface ProductSeed {
  code: string;
  category: ProductCategory;
  zh: string;
  en: string;
  fr: string;
  // product_attr codes
  attrs: string[];
}

export const PRODUCTS: ProductSeed[] = [
  { code: 'P-TSHIRT', category: 'textiles', zh: '纯棉T恤', en: 'Cotton T-shirts', fr: 'T-shirts en coton', attrs: ['general'] },
  { code: 'P-SNEAKER', category: 'textiles', zh: '运动鞋', en: 'Sports shoes', fr: 'Chaussures de sport', attrs: ['general'] },
  { code: 'P-HAIR', category: 'general', zh: '假发', en: 'Hair extensions', fr: 'Extensions capillaires', attrs: ['general'] },
  { code: 'P-PHONE', category: 'electronics', zh: '智能手机', en: 'Smartphones', fr: 'Smartphones', attrs: ['battery', 'brand'] },
  { code: 'P-POWERBANK', category: 'electronics', zh: '充电宝', en: 'Power banks', fr: 'Batteries externes', attrs: ['battery'] },
  { code: 'P-LED', category: 'electronics', zh: 'LED灯泡', en: 'LED bulbs', fr: 'Ampoules LED', attrs: ['fragile'] },
  { code: 'P-SOFA', category: 'furniture', zh: '布艺沙发', en: 'Fabric sofas', fr: 'Canapés en tissu', attrs: ['general'] },
  { code: 'P-CHAIR', category: 'furniture', zh: '塑料椅', en: 'Plastic chairs', fr: 'Chaises en plastique', attrs: ['general'] },
  { code: 'P-PUMP', category: 'machinery', zh: '水泵', en: 'Water pumps', fr: 'Pompes à eau', attrs: ['magnetic'] },
  { code: 'P-GENSET', category: 'machinery', zh: '柴油发电机', en: 'Diesel generators', fr: 'Groupes électrogènes diesel', attrs: ['general'] },
  { code: 'P-LOTION', category: 'cosmetics', zh: '身体乳', en: 'Body lotion', fr: 'Lait corporel', attrs: ['liquid', 'cosmetics'] },
  { code: 'P-TILE', category: 'general', zh: '瓷砖', en: 'Ceramic tiles', fr: 'Carreaux de céramique', attrs: ['fragile'] },
];

export interface LineSeed {
  category: PriceLineCategory;
  basis: PriceBasis;
  rate: number;
  minimumCharge: number;
  surcharges: { attr: string; mode: SurchargeMode; amount: number }[];
}

const fragile = { attr: 'fragile', mode: 'perShipment', amount: 1500 } as const;

// The 'all' line of each channel; a route to Kinshasa costs a fifth more (inland trucking).
export const CHANNEL_LINES: Record<ChannelCode, LineSeed> = {
  SEA_STANDARD: {
    category: 'all',
    basis: 'cbm',
    rate: 18_000,
    minimumCharge: 5_000,
    surcharges: [{ attr: 'battery', mode: 'perUnit', amount: 3_000 }, { attr: 'liquid', mode: 'perUnit', amount: 2_500 }, { attr: 'brand', mode: 'perUnit', amount: 2_000 }, fragile],
  },
  SEA_EXPRESS: { category: 'all', basis: 'cbm', rate: 24_000, minimumCharge: 8_000, surcharges: [fragile] },
  AIR_NORMAL: { category: 'all', basis: 'kg', rate: 850, minimumCharge: 5_000, surcharges: [fragile] },
  AIR_EXPRESS: { category: 'all', basis: 'kg', rate: 1_100, minimumCharge: 8_000, surcharges: [fragile] },
  AIR_SENSITIVE: {
    category: 'all',
    basis: 'kg',
    rate: 1_300,
    minimumCharge: 10_000,
    surcharges: [{ attr: 'battery', mode: 'perUnit', amount: 200 }, { attr: 'liquid', mode: 'perUnit', amount: 150 }, { attr: 'cosmetics', mode: 'perShipment', amount: 3_000 }, fragile],
  },
  SEA_AIR_STANDARD: { category: 'all', basis: 'kg', rate: 520, minimumCharge: 6_000, surcharges: [fragile] },
  OVERSEAS_STOCK: { category: 'all', basis: 'cbm', rate: 21_000, minimumCharge: 6_000, surcharges: [fragile] },
};

// Electronics by standard sea pay for the insured, sealed container share.
export const CATEGORY_LINES: { channel: ChannelCode; line: LineSeed }[] = [
  { channel: 'SEA_STANDARD', line: { ...CHANNEL_LINES.SEA_STANDARD, category: 'electronics', rate: 21_000 } },
];

export const COSTLIER_DEST = 'WH-CD-FIH';
export const UNPRICED_ROUTE = { start: 'WH-CN-YW', dest: 'WH-CD-FIH' } as const;
export const LINE_CURRENCY = 'USD';
