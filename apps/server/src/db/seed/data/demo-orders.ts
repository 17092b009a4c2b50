import type { OrderStatus } from '@portal/contracts/statuses';
import type { TransportType } from '@portal/contracts/system';

// The demo member's orders (docs/orders.md, "Demo data"): one or more in every status, so a
// new user sees a lived-in portal, and a few shipped to the demo member by another demo member
// (received orders). Places, channels, units and attributes are codes of the reference data.

export interface DemoGoods {
  proZh: string;
  proEn: string;
  num: number;
  unit: string;
  quantity: number;
  // grams, cm³, US cents
  weight: number;
  volume: number;
  worth: number;
  attrs?: string[];
  material?: string;
}

export interface DemoParty {
  name: string;
  company?: string;
  areaCode: string;
  // as typed; stored in national form
  phone: string;
  email?: string;
}

export interface DemoOrder {
  status: OrderStatus;
  transportType: TransportType;
  channel: string;
  start: string;
  dest: string;
  daysAgo: number;
  marks: string;
  consignee: DemoParty;
  goods: DemoGoods[];
  deliveryaddress: string;
  addressdetail: string;
  note?: string;
  // Awaiting warehousing, partly received: the cartons of each lot in so far (docs/warehouse.md).
  lots?: number[];
}

const KOFFI: DemoParty = { name: 'Koffi Kouassi', company: 'Kouassi Négoce SARL', areaCode: '225', phone: '0707123456', email: 'koffi@kouassi-negoce.ci' };
const ADEBAYO: DemoParty = { name: 'Adebayo Okafor', company: 'Okafor Trading Ltd', areaCode: '234', phone: '08031234567', email: 'adebayo@okafortrading.ng' };
const FATOU: DemoParty = { name: 'Fatou Diop', company: 'Diop Import', areaCode: '221', phone: '771234567' };

const LED: DemoGoods = { proZh: 'LED灯泡', proEn: 'LED bulbs', num: 20, unit: 'carton', quantity: 2_000, weight: 240_000, volume: 1_440_000, worth: 360_000, attrs: ['general'], material: 'Plastic, aluminium' };
const CASES: DemoGoods = { proZh: '手机壳', proEn: 'Phone cases', num: 8, unit: 'carton', quantity: 4_000, weight: 64_000, volume: 480_000, worth: 160_000, attrs: ['general'], material: 'TPU' };
const SHOES: DemoGoods = { proZh: '运动鞋', proEn: 'Sports shoes', num: 30, unit: 'carton', quantity: 360, weight: 300_000, volume: 2_700_000, worth: 540_000, attrs: ['general'] };
const FABRIC: DemoGoods = { proZh: '蜡染布', proEn: 'Wax print fabric', num: 12, unit: 'roll', quantity: 240, weight: 420_000, volume: 1_100_000, worth: 288_000, attrs: ['general'], material: 'Cotton' };
const SOLAR: DemoGoods = { proZh: '太阳能灯', proEn: 'Solar lamps', num: 10, unit: 'carton', quantity: 200, weight: 180_000, volume: 900_000, worth: 420_000, attrs: ['battery'] };
const CREAM: DemoGoods = { proZh: '护肤霜', proEn: 'Skin cream', num: 6, unit: 'carton', quantity: 720, weight: 90_000, volume: 300_000, worth: 216_000, attrs: ['cosmetics'] };
const PARTS: DemoGoods = { proZh: '摩托车配件', proEn: 'Motorcycle parts', num: 15, unit: 'carton', quantity: 600, weight: 375_000, volume: 1_050_000, worth: 450_000, attrs: ['general'], material: 'Steel' };

const ABIDJAN = { deliveryaddress: 'Treichville', addressdetail: 'Boulevard de Marseille, Zone 3, Abidjan' };
const LAGOS = { deliveryaddress: 'Apapa', addressdetail: '12 Warehouse Road, Apapa, Lagos' };
const DAKAR = { deliveryaddress: 'Plateau', addressdetail: '45 Avenue Lamine Guèye, Dakar' };

// The demo member's own orders, newest last.
export const DEMO_POSTED: DemoOrder[] = [
  { status: 7, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-GZ', dest: 'WH-CI-ABJ', daysAgo: 75, marks: 'KOF2408', consignee: KOFFI, goods: [LED, CASES], ...ABIDJAN },
  { status: 7, transportType: '2', channel: 'AIR_NORMAL', start: 'WH-CN-SZ', dest: 'WH-NG-LOS', daysAgo: 40, marks: 'ADE2409', consignee: ADEBAYO, goods: [CASES], ...LAGOS },
  { status: 8, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-GZ', dest: 'WH-SN-DKR', daysAgo: 38, marks: 'FAT2409', consignee: FATOU, goods: [FABRIC], ...DAKAR },
  { status: 6, transportType: '2', channel: 'AIR_EXPRESS', start: 'WH-CN-GZ', dest: 'WH-CI-ABJ', daysAgo: 12, marks: 'KOF2410', consignee: KOFFI, goods: [CASES], ...ABIDJAN, note: 'Pick up with the consignee ID card' },
  { status: 5, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-GZ', dest: 'WH-CI-ABJ', daysAgo: 35, marks: 'KOF2411', consignee: KOFFI, goods: [SHOES, LED], ...ABIDJAN },
  { status: 4, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-GZ', dest: 'WH-NG-LOS', daysAgo: 24, marks: 'ADE2411', consignee: ADEBAYO, goods: [PARTS], ...LAGOS },
  { status: 3, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-YW', dest: 'WH-SN-DKR', daysAgo: 16, marks: 'FAT2411', consignee: FATOU, goods: [FABRIC, CASES], ...DAKAR },
  // Taken back by the shipper after an approved warehouse refund (docs/money.md).
  { status: 9, transportType: '2', channel: 'AIR_NORMAL', start: 'WH-CN-SZ', dest: 'WH-NG-LOS', daysAgo: 20, marks: 'ADE2410', consignee: ADEBAYO, goods: [CASES], ...LAGOS },
  { status: 2, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-SZ', dest: 'WH-CI-ABJ', daysAgo: 9, marks: 'KOF2412', consignee: KOFFI, goods: [SOLAR], ...ABIDJAN },
  // Partly received: 12 of its 30 cartons are in, in two lots; the warehouse desk has it to finish.
  { status: 1, transportType: '1', channel: 'SEA_EXPRESS', start: 'WH-CN-GZ', dest: 'WH-CI-ABJ', daysAgo: 4, marks: 'KOF2413', consignee: KOFFI, goods: [SOLAR, LED], ...ABIDJAN, lots: [8, 4] },
  { status: 1, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-YW', dest: 'WH-SN-DKR', daysAgo: 3, marks: 'FAT2412', consignee: FATOU, goods: [FABRIC], ...DAKAR },
  { status: 1, transportType: '2', channel: 'AIR_NORMAL', start: 'WH-CN-GZ', dest: 'WH-NG-LOS', daysAgo: 2, marks: 'ADE2412', consignee: ADEBAYO, goods: [CREAM], ...LAGOS },
  { status: 0, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-GZ', dest: 'WH-CI-ABJ', daysAgo: 1, marks: 'KOF2414', consignee: KOFFI, goods: [SHOES], ...ABIDJAN },
];

// Shipped by the second demo member to the demo member, under cargo control (a consignee in
// China needs it; the demo member is the controller).
export const DEMO_RECEIVED: Omit<DemoOrder, 'consignee'>[] = [
  { status: 7, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-GZ', dest: 'WH-CI-ABJ', daysAgo: 60, marks: 'DEMO2407', goods: [PARTS], ...ABIDJAN },
  { status: 4, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-GZ', dest: 'WH-CI-ABJ', daysAgo: 20, marks: 'DEMO2410', goods: [LED, FABRIC], ...ABIDJAN },
  { status: 2, transportType: '1', channel: 'SEA_STANDARD', start: 'WH-CN-YW', dest: 'WH-SN-DKR', daysAgo: 6, marks: 'DEMO2412', goods: [SHOES], ...DAKAR },
];
