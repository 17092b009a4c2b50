import type { TradeType } from '@portal/contracts/ecw';
import type { TransportType } from '@portal/contracts/system';
import type { ChannelCode } from './catalog.js';

// Warehouses (origin in China, destination in Africa) and the routes opened between them.
// Addresses and phones are realistic placeholders: staff replace them with the real ones
// before go-live. `country` and `city` are region codes (data/regions.ts); a warehouse whose
// region is missing is left out by the seeder.

type Text = { zh: string; en: string; fr: string };

export type WarehouseSeed = Text & {
  code: string;
  type: TradeType;
  // Region code of the country
  country: string;
  // Region code of the city
  city: string;
  address: Text;
  hours: Text;
  phone: string;
};

const CHINA_HOURS: Text = { zh: '周一至周六 9:00-18:00', en: 'Mon-Sat 9:00-18:00', fr: 'Lun-sam 9h00-18h00' };
const AFRICA_HOURS: Text = {
  zh: '周一至周五 8:00-17:00，周六 8:00-12:00',
  en: 'Mon-Fri 8:00-17:00, Sat 8:00-12:00',
  fr: 'Lun-ven 8h00-17h00, sam 8h00-12h00',
};

export const WAREHOUSES = [
  {
    code: 'WH-CN-GZ',
    type: 'start',
    country: 'CN',
    city: 'CN-GUANGZHOU',
    zh: '广州仓',
    en: 'Guangzhou warehouse',
    fr: 'Entrepôt de Guangzhou',
    address: {
      zh: '广东省广州市白云区太和镇大源北路88号',
      en: 'No. 88 Dayuan North Road, Taihe Town, Baiyun District, Guangzhou, Guangdong',
      fr: '88 route Dayuan Nord, bourg de Taihe, district de Baiyun, Guangzhou, Guangdong',
    },
    hours: CHINA_HOURS,
    phone: '+86 20 3622 8800',
  },
  {
    code: 'WH-CN-SZ',
    type: 'start',
    country: 'CN',
    city: 'CN-SHENZHEN',
    zh: '深圳仓',
    en: 'Shenzhen warehouse',
    fr: 'Entrepôt de Shenzhen',
    address: {
      zh: '广东省深圳市宝安区福永街道凤凰工业区66号',
      en: "No. 66 Fenghuang Industrial Zone, Fuyong Subdistrict, Bao'an District, Shenzhen, Guangdong",
      fr: "66 zone industrielle de Fenghuang, quartier de Fuyong, district de Bao'an, Shenzhen, Guangdong",
    },
    hours: CHINA_HOURS,
    phone: '+86 755 2773 6600',
  },
  {
    code: 'WH-CN-YW',
    type: 'start',
    country: 'CN',
    city: 'CN-YIWU',
    zh: '义乌仓',
    en: 'Yiwu warehouse',
    fr: 'Entrepôt de Yiwu',
    address: {
      zh: '浙江省义乌市北苑街道春晗路128号',
      en: 'No. 128 Chunhan Road, Beiyuan Subdistrict, Yiwu, Zhejiang',
      fr: '128 rue Chunhan, quartier de Beiyuan, Yiwu, Zhejiang',
    },
    hours: CHINA_HOURS,
    phone: '+86 579 8552 3300',
  },
  {
    code: 'WH-CI-ABJ',
    type: 'dest',
    country: 'CI',
    city: 'CI-ABIDJAN',
    zh: '阿比让仓',
    en: 'Abidjan warehouse',
    fr: "Entrepôt d'Abidjan",
    address: {
      zh: '科特迪瓦阿比让市布埃港区弗里迪工业区运河路',
      en: 'Rue du Canal, Vridi Industrial Zone, Port-Bouët, Abidjan',
      fr: 'Rue du Canal, zone industrielle de Vridi, Port-Bouët, Abidjan',
    },
    hours: AFRICA_HOURS,
    phone: '+225 27 21 35 48 00',
  },
  {
    code: 'WH-SN-DKR',
    type: 'dest',
    country: 'SN',
    city: 'SN-DAKAR',
    zh: '达喀尔仓',
    en: 'Dakar warehouse',
    fr: 'Entrepôt de Dakar',
    address: {
      zh: '塞内加尔达喀尔市工业区鲁菲斯克公路',
      en: 'Route de Rufisque, Industrial Zone, Dakar',
      fr: 'Route de Rufisque, zone industrielle, Dakar',
    },
    hours: AFRICA_HOURS,
    phone: '+221 33 832 45 10',
  },
  {
    code: 'WH-GH-ACC',
    type: 'dest',
    country: 'GH',
    city: 'GH-ACCRA',
    zh: '阿克拉仓',
    en: 'Accra warehouse',
    fr: "Entrepôt d'Accra",
    address: {
      zh: '加纳阿克拉市巴特索纳斯宾特克斯路24号',
      en: '24 Spintex Road, Baatsona, Accra',
      fr: '24 Spintex Road, Baatsona, Accra',
    },
    hours: AFRICA_HOURS,
    phone: '+233 30 281 4400',
  },
  {
    code: 'WH-NG-LOS',
    type: 'dest',
    country: 'NG',
    city: 'NG-LAGOS',
    zh: '拉各斯仓',
    en: 'Lagos warehouse',
    fr: 'Entrepôt de Lagos',
    address: {
      zh: '尼日利亚拉各斯州阿帕帕区阿帕帕-奥肖迪高速公路',
      en: 'Apapa-Oshodi Expressway, Apapa, Lagos',
      fr: 'Apapa-Oshodi Expressway, Apapa, Lagos',
    },
    hours: AFRICA_HOURS,
    phone: '+234 1 280 4600',
  },
  {
    code: 'WH-TG-LFW',
    type: 'dest',
    country: 'TG',
    city: 'TG-LOME',
    zh: '洛美仓',
    en: 'Lomé warehouse',
    fr: 'Entrepôt de Lomé',
    address: {
      zh: '多哥洛美市港口区莫诺大道',
      en: 'Boulevard du Mono, Port Zone, Lomé',
      fr: 'Boulevard du Mono, zone portuaire, Lomé',
    },
    hours: AFRICA_HOURS,
    phone: '+228 22 27 45 60',
  },
  {
    code: 'WH-BJ-COO',
    type: 'dest',
    country: 'BJ',
    city: 'BJ-COTONOU',
    zh: '科托努仓',
    en: 'Cotonou warehouse',
    fr: 'Entrepôt de Cotonou',
    address: {
      zh: '贝宁科托努市阿克帕克帕区港口区',
      en: 'Port Zone, Akpakpa, Cotonou',
      fr: 'Zone portuaire, Akpakpa, Cotonou',
    },
    hours: AFRICA_HOURS,
    phone: '+229 01 21 33 18 40',
  },
  {
    code: 'WH-CM-DLA',
    type: 'dest',
    country: 'CM',
    city: 'CM-DOUALA',
    zh: '杜阿拉仓',
    en: 'Douala warehouse',
    fr: 'Entrepôt de Douala',
    address: {
      zh: '喀麦隆杜阿拉市博纳贝里工业区',
      en: 'Bonabéri Industrial Zone, Douala',
      fr: 'Zone industrielle de Bonabéri, Douala',
    },
    hours: AFRICA_HOURS,
    phone: '+237 233 42 18 60',
  },
  {
    code: 'WH-CD-FIH',
    type: 'dest',
    country: 'CD',
    city: 'CD-KINSHASA',
    zh: '金沙萨仓',
    en: 'Kinshasa warehouse',
    fr: 'Entrepôt de Kinshasa',
    address: {
      zh: '刚果（金）金沙萨市利梅特区重型车辆大道',
      en: 'Avenue des Poids Lourds, Limete, Kinshasa',
      fr: 'Avenue des Poids Lourds, Limete, Kinshasa',
    },
    hours: AFRICA_HOURS,
    phone: '+243 81 555 2840',
  },
] as const satisfies readonly WarehouseSeed[];

type WarehouseCode<T extends TradeType> = Extract<(typeof WAREHOUSES)[number], { type: T }>['code'];
type StartCode = WarehouseCode<'start'>;
type DestCode = WarehouseCode<'dest'>;

export type RouteSeed = {
  // Warehouse codes
  start: StartCode;
  dest: DestCode;
  transportType: TransportType;
  // Channel code (of the same transport type), or none
  channel: ChannelCode | null;
  // Transit days, min and max
  days: [number, number];
};

type Days = [number, number];

// Transit days from South China (Guangzhou, Shenzhen) to each destination: sea LCL on the
// standard channel, air on the general-goods channel.
const SEA_DAYS: Record<DestCode, Days> = {
  'WH-CI-ABJ': [35, 45],
  'WH-SN-DKR': [32, 42],
  'WH-GH-ACC': [35, 45],
  'WH-NG-LOS': [38, 48],
  'WH-TG-LFW': [35, 45],
  'WH-BJ-COO': [38, 48],
  'WH-CM-DLA': [40, 50],
  'WH-CD-FIH': [50, 65],
};
const AIR_DAYS: Record<DestCode, Days> = {
  'WH-CI-ABJ': [7, 10],
  'WH-SN-DKR': [7, 10],
  'WH-GH-ACC': [6, 9],
  'WH-NG-LOS': [6, 9],
  'WH-TG-LFW': [7, 10],
  'WH-BJ-COO': [7, 10],
  'WH-CM-DLA': [7, 10],
  'WH-CD-FIH': [8, 12],
};
// Yiwu ships through Ningbo: a few days more by sea.
const START_EXTRA: Record<StartCode, number> = { 'WH-CN-GZ': 0, 'WH-CN-SZ': 0, 'WH-CN-YW': 3 };

const DESTS = Object.keys(SEA_DAYS) as DestCode[];

function shift([min, max]: Days, by: number, byMax = by): Days {
  return [min + by, max + byMax];
}

// One route per start, destination and channel, the channel belonging to the transport type.
function lanes<T extends TransportType>(
  transportType: T,
  starts: StartCode[],
  dests: DestCode[],
  channels: { channel: ChannelCode<T>; days: (dest: DestCode) => Days }[],
): RouteSeed[] {
  return starts.flatMap((start) =>
    dests.flatMap((dest) =>
      channels.map(({ channel, days }) => ({ start, dest, transportType, channel, days: shift(days(dest), START_EXTRA[start]) })),
    ),
  );
}

export const ROUTES: RouteSeed[] = [
  // Sea LCL from every origin to every destination.
  ...lanes('1', ['WH-CN-GZ', 'WH-CN-SZ', 'WH-CN-YW'], DESTS, [
    { channel: 'SEA_STANDARD', days: (d) => SEA_DAYS[d] },
    { channel: 'SEA_EXPRESS', days: (d) => shift(SEA_DAYS[d], -7, -8) },
  ]),
  // Air from the Guangdong airports only (no air from Yiwu); sensitive goods from Guangzhou.
  ...lanes('2', ['WH-CN-GZ'], DESTS, [
    { channel: 'AIR_NORMAL', days: (d) => AIR_DAYS[d] },
    { channel: 'AIR_EXPRESS', days: (d) => shift(AIR_DAYS[d], -3, -4) },
    { channel: 'AIR_SENSITIVE', days: (d) => shift(AIR_DAYS[d], 3, 5) },
  ]),
  ...lanes('2', ['WH-CN-SZ'], DESTS, [
    { channel: 'AIR_NORMAL', days: (d) => AIR_DAYS[d] },
    { channel: 'AIR_EXPRESS', days: (d) => shift(AIR_DAYS[d], -3, -4) },
  ]),
  // Sea-air (sea to a Gulf hub, then air) to the main coastal hubs.
  ...lanes('3', ['WH-CN-GZ', 'WH-CN-YW'], ['WH-CI-ABJ', 'WH-SN-DKR', 'WH-GH-ACC', 'WH-NG-LOS', 'WH-CM-DLA'], [
    { channel: 'SEA_AIR_STANDARD', days: () => [20, 28] },
  ]),
  // Stock sent ahead to an overseas warehouse, delivered locally from there.
  ...lanes('4', ['WH-CN-GZ', 'WH-CN-YW'], ['WH-CI-ABJ', 'WH-SN-DKR', 'WH-NG-LOS', 'WH-CM-DLA'], [
    { channel: 'OVERSEAS_STOCK', days: (d) => shift(SEA_DAYS[d], 3, 5) },
  ]),
];
