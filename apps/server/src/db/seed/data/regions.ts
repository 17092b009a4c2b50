import type { TradeType } from '@portal/contracts/ecw';
import type { CurrencyCode, NamedSeed } from './catalog.js';

// The regions the business serves: country → province → city for China (the origin),
// country → city for the destinations. Codes: ISO 3166-1 alpha-2 countries (names come from
// data/countries.ts), ISO 3166-2 provinces, CN-GUANGZHOU-style cities. A city is a trade
// city when `trade` is set: start (origin) or dest (destination); a city can be in the tree
// without being one (Hangzhou, Tema, Mombasa). Cities and provinces sort in list order.

export type CitySeed = NamedSeed & { trade: TradeType | null };
export type ProvinceSeed = NamedSeed & { cities: CitySeed[] };
export type CountryRegionSeed = {
  // ISO 3166-1 alpha-2
  code: string;
  // The local currency (ISO 4217)
  currency: CurrencyCode;
  // The currency prices are quoted in when not the local one (a dollarised market)
  quoteCurrency?: CurrencyCode;
  provinces: ProvinceSeed[];
  // Cities directly under the country (countries without provinces)
  cities: CitySeed[];
};

export const REGIONS: CountryRegionSeed[] = [
  {
    code: 'CN',
    currency: 'CNY',
    provinces: [
      {
        code: 'CN-GD',
        zh: '广东省',
        en: 'Guangdong',
        fr: 'Guangdong',
        cities: [
          { code: 'CN-GUANGZHOU', zh: '广州', en: 'Guangzhou', fr: 'Guangzhou', trade: 'start' },
          { code: 'CN-SHENZHEN', zh: '深圳', en: 'Shenzhen', fr: 'Shenzhen', trade: 'start' },
          { code: 'CN-FOSHAN', zh: '佛山', en: 'Foshan', fr: 'Foshan', trade: 'start' },
          { code: 'CN-DONGGUAN', zh: '东莞', en: 'Dongguan', fr: 'Dongguan', trade: 'start' },
        ],
      },
      {
        code: 'CN-ZJ',
        zh: '浙江省',
        en: 'Zhejiang',
        fr: 'Zhejiang',
        cities: [
          { code: 'CN-YIWU', zh: '义乌', en: 'Yiwu', fr: 'Yiwu', trade: 'start' },
          { code: 'CN-NINGBO', zh: '宁波', en: 'Ningbo', fr: 'Ningbo', trade: 'start' },
          { code: 'CN-HANGZHOU', zh: '杭州', en: 'Hangzhou', fr: 'Hangzhou', trade: null },
        ],
      },
      {
        code: 'CN-FJ',
        zh: '福建省',
        en: 'Fujian',
        fr: 'Fujian',
        cities: [
          { code: 'CN-XIAMEN', zh: '厦门', en: 'Xiamen', fr: 'Xiamen', trade: 'start' },
          { code: 'CN-QUANZHOU', zh: '泉州', en: 'Quanzhou', fr: 'Quanzhou', trade: 'start' },
        ],
      },
    ],
    cities: [],
  },
  {
    code: 'CI',
    currency: 'XOF',
    provinces: [],
    cities: [
      { code: 'CI-ABIDJAN', zh: '阿比让', en: 'Abidjan', fr: 'Abidjan', trade: 'dest' },
      { code: 'CI-BOUAKE', zh: '布瓦凯', en: 'Bouaké', fr: 'Bouaké', trade: 'dest' },
    ],
  },
  {
    code: 'SN',
    currency: 'XOF',
    provinces: [],
    cities: [{ code: 'SN-DAKAR', zh: '达喀尔', en: 'Dakar', fr: 'Dakar', trade: 'dest' }],
  },
  {
    code: 'GH',
    currency: 'GHS',
    provinces: [],
    cities: [
      { code: 'GH-ACCRA', zh: '阿克拉', en: 'Accra', fr: 'Accra', trade: 'dest' },
      { code: 'GH-TEMA', zh: '特马', en: 'Tema', fr: 'Tema', trade: null },
    ],
  },
  {
    code: 'NG',
    currency: 'NGN',
    provinces: [],
    cities: [
      { code: 'NG-LAGOS', zh: '拉各斯', en: 'Lagos', fr: 'Lagos', trade: 'dest' },
      { code: 'NG-ABUJA', zh: '阿布贾', en: 'Abuja', fr: 'Abuja', trade: 'dest' },
      { code: 'NG-KANO', zh: '卡诺', en: 'Kano', fr: 'Kano', trade: 'dest' },
    ],
  },
  {
    code: 'TG',
    currency: 'XOF',
    provinces: [],
    cities: [{ code: 'TG-LOME', zh: '洛美', en: 'Lomé', fr: 'Lomé', trade: 'dest' }],
  },
  {
    code: 'BJ',
    currency: 'XOF',
    provinces: [],
    cities: [{ code: 'BJ-COTONOU', zh: '科托努', en: 'Cotonou', fr: 'Cotonou', trade: 'dest' }],
  },
  {
    code: 'ML',
    currency: 'XOF',
    provinces: [],
    cities: [{ code: 'ML-BAMAKO', zh: '巴马科', en: 'Bamako', fr: 'Bamako', trade: 'dest' }],
  },
  {
    code: 'BF',
    currency: 'XOF',
    provinces: [],
    cities: [{ code: 'BF-OUAGADOUGOU', zh: '瓦加杜古', en: 'Ouagadougou', fr: 'Ouagadougou', trade: 'dest' }],
  },
  {
    code: 'GN',
    currency: 'GNF',
    provinces: [],
    cities: [{ code: 'GN-CONAKRY', zh: '科纳克里', en: 'Conakry', fr: 'Conakry', trade: 'dest' }],
  },
  {
    code: 'CM',
    currency: 'XAF',
    provinces: [],
    cities: [
      { code: 'CM-DOUALA', zh: '杜阿拉', en: 'Douala', fr: 'Douala', trade: 'dest' },
      { code: 'CM-YAOUNDE', zh: '雅温得', en: 'Yaoundé', fr: 'Yaoundé', trade: 'dest' },
    ],
  },
  {
    code: 'GA',
    currency: 'XAF',
    provinces: [],
    cities: [{ code: 'GA-LIBREVILLE', zh: '利伯维尔', en: 'Libreville', fr: 'Libreville', trade: 'dest' }],
  },
  {
    code: 'CD',
    currency: 'CDF',
    // Freight and most trade in the DR Congo are priced in US dollars.
    quoteCurrency: 'USD',
    provinces: [],
    cities: [
      { code: 'CD-KINSHASA', zh: '金沙萨', en: 'Kinshasa', fr: 'Kinshasa', trade: 'dest' },
      { code: 'CD-LUBUMBASHI', zh: '卢本巴希', en: 'Lubumbashi', fr: 'Lubumbashi', trade: 'dest' },
    ],
  },
  {
    code: 'KE',
    currency: 'KES',
    provinces: [],
    cities: [
      { code: 'KE-NAIROBI', zh: '内罗毕', en: 'Nairobi', fr: 'Nairobi', trade: 'dest' },
      { code: 'KE-MOMBASA', zh: '蒙巴萨', en: 'Mombasa', fr: 'Mombasa', trade: null },
    ],
  },
];
