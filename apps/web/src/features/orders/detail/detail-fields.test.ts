import type { OrderDetail } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { SHIPPER_ONLY, detailSections } from './detail-fields';

// Labels come back as their keys, so the test reads which rows are drawn.
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;
const format = { t, locale: 'en_US' as const, transportLabel: (value: string | null) => value ?? '' };

const party = { name: 'Li Lei', company: 'Lei Trading', nameEn: 'Lee', areaCode: '86', phone: '13800138000', email: 'li@example.com' };
const place = (id: number, name: string) => ({ id, code: name.toUpperCase(), nameZh: name, nameEn: name, nameFr: name });

function order(change: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 1,
    orderNo: 'SE261124000123',
    status: ORDER_STATUS.inWarehouse,
    cargoControlStatus: 1,
    viewerRole: 'shipper',
    actions: ['copy', 'refund', 'print'],
    creatorType: 1,
    createTime: '2026-11-24T08:00:00Z',
    updateTime: '2026-11-25T08:00:00Z',
    submitTime: '2026-11-24T09:00:00Z',
    orderType: '1',
    transportType: '1',
    channelId: 3,
    startCityId: 1,
    startWarehouseId: 2,
    destCountryId: 4,
    destCityId: 5,
    destWarehouseId: null,
    consignor: party,
    consignee: { ...party, name: 'Kofi Mensah', areaCode: '233', phone: '241234567' },
    marks: 'KM01',
    goods: [],
    currency: 'USD',
    isCargoControl: true,
    controller: { name: 'Wang', areaCode: '86', phone: '13900000000', email: null },
    isCollection: true,
    collectionProxy: 125_000,
    customsType: 'consolidated',
    issuingMethod: 'telex',
    warehouseType: 'general',
    harvestMethod: 'pickup',
    loadingTime: '2026-11-23T02:00:00Z',
    loadingAddress: 'Dock 4',
    deliveryDate: '2026-11-24',
    deliveryaddress: 'Accra',
    addressdetail: '12 Ring Road',
    drawee: 'custom',
    customDraweeList: [{ feeType: 'freight', payer: 'consignee' }],
    doubleClear: false,
    airlineCompany: null,
    shippingCompany: 'COSCO',
    customsClearCert: false,
    clearCertRemark: null,
    isUnpack: false,
    isSingleTicketTransport: false,
    packageType: 'carton',
    packageRemarks: null,
    isInsured: true,
    remark: 'fragile',
    flagged: false,
    flagReason: null,
    channel: place(3, 'Sea LCL'),
    startCity: place(1, 'Guangzhou'),
    startWarehouse: place(2, 'Baiyun'),
    destCountry: place(4, 'Ghana'),
    destCity: place(5, 'Accra'),
    destWarehouse: null,
    totalNum: 12,
    totalVolume: 1_500_000,
    totalWeight: 250_500,
    totalWorth: 990_000,
    insuranceFee: 2_970,
    flags: [],
    receipt: null,
    events: [],
    files: [],
    abnormal: [],
    shipment: null,
    ...change,
  };
}

const keysOf = (detail: OrderDetail) => detailSections(detail, format).flatMap((section) => section.rows.map((row) => row.key));
const valueOf = (detail: OrderDetail, key: string) =>
  detailSections(detail, format)
    .flatMap((section) => section.rows)
    .find((row) => row.key === key)?.value;

describe('order detail fields', () => {
  it('show the shipper every field, the controller and amounts included', () => {
    const keys = keysOf(order());
    for (const key of SHIPPER_ONLY) expect(keys).toContain(key);
    expect(valueOf(order(), 'consignor.phone')).toBe('+86 13800138000');
    expect(valueOf(order(), 'totalWeight')).toBe('250.5');
    expect(valueOf(order(), 'totalVolume')).toBe('1.5');
    expect(valueOf(order(), 'collectionProxy')).toBe('$1,250.00');
    expect(valueOf(order(), 'customDraweeList')).toContain('orders.feeType.freight');
  });

  it('draw no shipper-only row for a consignee', () => {
    const keys = keysOf(order({ viewerRole: 'consignee', actions: [] }));
    for (const key of SHIPPER_ONLY) expect(keys).not.toContain(key);
    // What a consignee does see: the route, both names, their own phone, the figures.
    expect(keys).toEqual(expect.arrayContaining(['consignor.name', 'consignee.phone', 'destCity', 'totalWeight', 'isCargoControl']));
  });

  it('show the rows of a choice only with that choice', () => {
    const plain = order({ harvestMethod: 'self_delivery', drawee: 'shipper', isCargoControl: false, controller: null, isCollection: false, isInsured: false });
    const keys = keysOf(plain);
    expect(keys).not.toEqual(expect.arrayContaining(['loadingTime']));
    for (const key of ['loadingAddress', 'customDraweeList', 'controller.name', 'collectionProxy', 'insuranceFee']) expect(keys).not.toContain(key);
    expect(keysOf(order())).toEqual(expect.arrayContaining(['loadingTime', 'loadingAddress', 'customDraweeList', 'controller.name']));
  });

  it('mark what is not set with a dash', () => {
    expect(valueOf(order({ submitTime: null }), 'submitTime')).toBe('—');
    expect(valueOf(order(), 'destWarehouse')).toBe('—');
  });
});
