import type { AddressItem, ContactItem } from '@portal/contracts/address-book';
import type { MemberProfile } from '@portal/contracts/auth';
import { DEFAULT_AREA_CODE } from '@portal/contracts/constants';
import type { Locale } from '@portal/contracts/locale';
import type { OrderDetail, OrderSubmitBody, orderSubmitBody } from '@portal/contracts/order';
import {
  withoutUnchosen,
  type BRAND_TYPES,
  type CUSTOMS_TYPES,
  type DRAWEES,
  type FEE_TYPES,
  type HARVEST_METHODS,
  type ISSUING_METHODS,
  type OrderCurrency,
  type PACKAGE_TYPES,
  type PAYERS,
  type WAREHOUSE_TYPES,
} from '@portal/contracts/order-choices';
import type { OrderType } from '@portal/contracts/statuses';
import type { TransportType } from '@portal/contracts/system';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldsOf } from '../../../lib/form-rules';
import { cm3ToM3, fromMinor, gramsToKg, kgToGrams, m3ToCm3, toMinor } from '../units';

// The shipping form's values as the member types them (kg, m³, 12.50, dates as dayjs), and
// the conversions to and from the order body the API takes (grams, cm³, minor units,
// ISO dates). The body's field names are the form's, so a rule's issue at `goods.1.weight`
// shows under that line's weight. The server's order-values.ts turns the same body into
// columns; the rules both apply (fields of a choice turned off are dropped, totals are the
// lines' sum) are contracts' withoutUnchosen and orderTotals, written once.

type Of<T extends readonly string[]> = T[number];

// The form bridge's `field` for the order's fields (`field(['goods', 2, 'weight'])`).
export type DeliveryField = FieldsOf<keyof (typeof orderSubmitBody)['shape'] & string>;

export interface GoodsLineValues {
  proZh?: string;
  proEn?: string;
  brand?: Of<typeof BRAND_TYPES>;
  num?: number | null;
  unit?: string;
  quantity?: number | null;
  // A line of identical cartons takes the weight and volume of one carton; the line's
  // totals are those times the cartons.
  perCarton?: boolean;
  volume?: number | null;
  weight?: number | null;
  // The line's worth, in the order's currency
  worth?: number | null;
  material?: string;
  prodAttrArr?: number[];
  isPayAdvance?: boolean;
  link?: string;
}

export interface PartyValues {
  name?: string;
  company?: string;
  nameEn?: string;
  areaCode?: string;
  phone?: string;
  email?: string;
}

export interface DeliveryValues {
  id?: number;
  orderType?: OrderType;
  transportType?: TransportType;
  channelId?: number | null;
  startCityId?: number | null;
  startWarehouseId?: number | null;
  destCountryId?: number | null;
  destCityId?: number | null;
  destWarehouseId?: number | null;
  consignor?: PartyValues;
  consignee?: PartyValues;
  saveConsignor?: boolean;
  saveConsignee?: boolean;
  isCargoControl?: boolean;
  controller?: Omit<PartyValues, 'company' | 'nameEn'>;
  marks?: string;
  currency?: OrderCurrency;
  goods?: GoodsLineValues[];
  isCollection?: boolean;
  collectionProxy?: number | null;
  customsType?: Of<typeof CUSTOMS_TYPES>;
  issuingMethod?: Of<typeof ISSUING_METHODS>;
  warehouseType?: Of<typeof WAREHOUSE_TYPES>;
  harvestMethod?: Of<typeof HARVEST_METHODS>;
  loadingTime?: Dayjs | null;
  loadingAddress?: string;
  deliveryDate?: Dayjs | null;
  deliveryaddress?: string;
  addressdetail?: string;
  drawee?: Of<typeof DRAWEES>;
  customDraweeList?: { feeType: Of<typeof FEE_TYPES>; payer: Of<typeof PAYERS> }[];
  doubleClear?: boolean;
  airlineCompany?: string;
  shippingCompany?: string;
  customsClearCert?: boolean;
  clearCertRemark?: string;
  isUnpack?: boolean;
  isSingleTicketTransport?: boolean;
  packageType?: Of<typeof PACKAGE_TYPES>;
  packageRemarks?: string;
  isInsured?: boolean;
  remark?: string;
}

// The decimal separator members of a language type (12,5 kg in French).
export function decimalSeparator(locale: Locale): string {
  return locale === 'fr_FR' ? ',' : '.';
}

const num = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const cartons = (line: GoodsLineValues) => {
  const n = num(line.num);
  return n !== undefined && Number.isInteger(n) && n > 0 ? n : 1;
};

// One line as the API takes it: totals of the line in grams, cm³ and minor units.
export function goodsLineBody(line: GoodsLineValues) {
  const weight = num(line.weight);
  const volume = num(line.volume);
  const worth = num(line.worth);
  const times = line.perCarton ? cartons(line) : 1;
  return {
    proZh: line.proZh,
    proEn: line.proEn,
    brand: line.brand,
    num: num(line.num),
    unit: line.unit,
    quantity: num(line.quantity),
    volume: volume === undefined ? undefined : m3ToCm3(volume) * times,
    weight: weight === undefined ? undefined : kgToGrams(weight) * times,
    worth: worth === undefined ? undefined : toMinor(worth),
    material: line.material,
    prodAttrArr: line.prodAttrArr ?? [],
    isPayAdvance: line.isPayAdvance ?? false,
    link: line.link,
  };
}

// The whole form as the order body: choices the member turned off leave their fields out
// (a controller typed, then cargo control unticked, is not sent).
export function toOrderBody(values: DeliveryValues): OrderSubmitBody {
  const body = withoutUnchosen({
    id: values.id,
    orderType: values.orderType,
    transportType: values.transportType,
    channelId: values.channelId ?? undefined,
    startCityId: values.startCityId ?? undefined,
    startWarehouseId: values.startWarehouseId ?? undefined,
    destCountryId: values.destCountryId ?? undefined,
    destCityId: values.destCityId ?? undefined,
    destWarehouseId: values.destWarehouseId ?? undefined,
    consignor: values.consignor,
    consignee: values.consignee,
    saveConsignor: values.saveConsignor,
    saveConsignee: values.saveConsignee,
    isCargoControl: values.isCargoControl,
    controller: values.controller,
    marks: values.marks,
    currency: values.currency,
    goods: (values.goods ?? []).map(goodsLineBody),
    isCollection: values.isCollection,
    collectionProxy: num(values.collectionProxy) !== undefined ? toMinor(values.collectionProxy!) : undefined,
    customsType: values.customsType,
    issuingMethod: values.issuingMethod,
    warehouseType: values.warehouseType,
    harvestMethod: values.harvestMethod,
    loadingTime: values.loadingTime ? values.loadingTime.format() : undefined,
    loadingAddress: values.loadingAddress,
    deliveryDate: values.deliveryDate ? values.deliveryDate.format('YYYY-MM-DD') : undefined,
    deliveryaddress: values.deliveryaddress,
    addressdetail: values.addressdetail,
    drawee: values.drawee,
    customDraweeList: values.customDraweeList,
    doubleClear: values.doubleClear,
    airlineCompany: values.airlineCompany,
    shippingCompany: values.shippingCompany,
    customsClearCert: values.customsClearCert,
    clearCertRemark: values.clearCertRemark,
    isUnpack: values.isUnpack,
    isSingleTicketTransport: values.isSingleTicketTransport,
    packageType: values.packageType,
    packageRemarks: values.packageRemarks,
    isInsured: values.isInsured,
    remark: values.remark,
  });
  // The schema says what is missing; the form's partial values are typed as the body here.
  return body as OrderSubmitBody;
}

// The member as a new order's consignor: their verified name (when certified), their own phone
// and e-mail. The member ships for themself most often; anything can be changed.
export function ownConsignor(profile: Pick<MemberProfile, 'areaCode' | 'mobile' | 'email'>, realName: string | null | undefined): PartyValues {
  return { name: realName ?? undefined, areaCode: profile.areaCode, phone: profile.mobile, email: profile.email ?? undefined };
}

// What a new form starts with: one empty goods line, the body's defaults and the consignor given.
export function newOrderValues(transportType: TransportType, consignor: PartyValues = { areaCode: DEFAULT_AREA_CODE }): DeliveryValues {
  return {
    orderType: transportType === '4' ? '2' : '1',
    transportType,
    consignor,
    consignee: {},
    controller: { areaCode: DEFAULT_AREA_CODE },
    currency: 'USD',
    goods: [{ brand: '0', perCarton: false, prodAttrArr: [], isPayAdvance: false }],
    isCargoControl: false,
    isCollection: false,
    customsType: 'consolidated',
    issuingMethod: 'electronic',
    warehouseType: 'general',
    harvestMethod: 'self_delivery',
    drawee: 'shipper',
    customDraweeList: [],
    doubleClear: false,
    customsClearCert: false,
    isUnpack: false,
    isSingleTicketTransport: false,
    packageType: 'carton',
    isInsured: false,
  };
}

const text = (value: string | null) => value ?? undefined;
const party = (p: OrderDetail['consignor']): PartyValues => ({
  name: text(p.name),
  company: text(p.company),
  nameEn: text(p.nameEn),
  areaCode: text(p.areaCode),
  phone: text(p.phone),
  email: text(p.email),
});

// A saved order (draft or submitted) back into the form: `get` answers the body's names.
export function fromOrder(order: OrderDetail): DeliveryValues {
  const defaults = newOrderValues(order.transportType ?? '1');
  return {
    ...defaults,
    id: order.id,
    orderType: order.orderType ?? defaults.orderType,
    channelId: order.channelId,
    startCityId: order.startCityId,
    startWarehouseId: order.startWarehouseId,
    destCountryId: order.destCountryId,
    destCityId: order.destCityId,
    destWarehouseId: order.destWarehouseId,
    consignor: party(order.consignor),
    consignee: party(order.consignee),
    isCargoControl: order.isCargoControl,
    controller: order.controller
      ? { name: text(order.controller.name), areaCode: text(order.controller.areaCode), phone: text(order.controller.phone), email: text(order.controller.email) }
      : defaults.controller,
    marks: text(order.marks),
    currency: order.currency,
    goods: order.goods.length === 0 ? defaults.goods : order.goods.map((line) => ({
      proZh: text(line.proZh),
      proEn: text(line.proEn),
      brand: line.brand,
      num: line.num,
      unit: text(line.unit),
      quantity: line.quantity,
      perCarton: false,
      volume: line.volume === null ? null : cm3ToM3(line.volume),
      weight: line.weight === null ? null : gramsToKg(line.weight),
      worth: line.worth === null ? null : fromMinor(line.worth),
      material: text(line.material),
      prodAttrArr: line.prodAttrArr,
      isPayAdvance: line.isPayAdvance,
      link: text(line.link),
    })),
    isCollection: order.isCollection ?? false,
    collectionProxy: order.collectionProxy === null ? null : fromMinor(order.collectionProxy),
    customsType: order.customsType ?? defaults.customsType,
    issuingMethod: order.issuingMethod ?? defaults.issuingMethod,
    warehouseType: order.warehouseType ?? defaults.warehouseType,
    harvestMethod: order.harvestMethod ?? defaults.harvestMethod,
    loadingTime: order.loadingTime ? dayjs(order.loadingTime) : null,
    loadingAddress: text(order.loadingAddress),
    deliveryDate: order.deliveryDate ? dayjs(order.deliveryDate) : null,
    deliveryaddress: text(order.deliveryaddress),
    addressdetail: text(order.addressdetail),
    drawee: order.drawee ?? defaults.drawee,
    customDraweeList: order.customDraweeList,
    doubleClear: order.doubleClear,
    airlineCompany: text(order.airlineCompany),
    shippingCompany: text(order.shippingCompany),
    customsClearCert: order.customsClearCert,
    clearCertRemark: text(order.clearCertRemark),
    isUnpack: order.isUnpack,
    isSingleTicketTransport: order.isSingleTicketTransport,
    packageType: order.packageType ?? defaults.packageType,
    packageRemarks: text(order.packageRemarks),
    isInsured: order.isInsured,
    remark: text(order.remark),
  };
}

// ---------- the address book as parties ----------

export function partyOfContact(contact: ContactItem): PartyValues {
  return {
    name: contact.name,
    company: contact.company,
    nameEn: contact.nameEn ?? undefined,
    areaCode: contact.areaCode,
    phone: contact.phone,
    email: contact.email ?? undefined,
  };
}

export function partyOfAddress(address: AddressItem): PartyValues {
  return { name: address.name, areaCode: address.areaCode, phone: address.phone };
}
