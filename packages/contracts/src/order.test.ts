import { describe, expect, it } from 'vitest';
import { orderDraftBody, orderSubmitBody, orderTotals, withoutUnchosen, type OrderSubmitBody } from './order.js';
import { ACTION_STATUSES, canMoveTo, orderAllows } from './order-flow.js';
import { ORDER_STATUS } from './statuses.js';

export const validOrder: OrderSubmitBody = {
  orderType: '1',
  transportType: '1',
  startCityId: 1,
  destCountryId: 2,
  destCityId: 3,
  consignor: { name: 'Li Wei', areaCode: '86', phone: '13800138000' },
  consignee: { name: 'Awa Traoré', areaCode: '225', phone: '0701020304' },
  marks: 'ABC123',
  goods: [{ proZh: '手机壳', proEn: 'Phone cases', num: 2, unit: 'carton', quantity: 200, volume: 120_000, weight: 15_000, worth: 30_000 }],
  deliveryDate: '2026-12-01',
  deliveryaddress: 'Cocody',
  addressdetail: 'Rue des Jardins 12',
};

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
}

describe('order rules', () => {
  it('accepts a complete order and fills the defaults', () => {
    const parsed = orderSubmitBody.parse(validOrder);
    expect(parsed.currency).toBe('USD');
    expect(parsed.goods[0]!.brand).toBe('0');
  });

  it.each([
    ['1ABC', 'marks:v.order.marks.letterFirst'],
    ['AB-C', 'marks:v.order.marks.chars'],
    // Accented letters are outside A–Z: said so, not "starts with a digit".
    ['ÉCOLE1', 'marks:v.order.marks.chars'],
    ['ÉCOLE', 'marks:v.order.marks.chars'],
    ['', 'marks:v.order.marks.required'],
  ])('refuses the shipping mark %j', (marks, issue) => {
    expect(fieldsOf(orderSubmitBody.safeParse({ ...validOrder, marks })).filter((i) => i.startsWith('marks:'))).toEqual([issue]);
  });

  it('refuses pieces that are not whole numbers above 0, and a worth of 0', () => {
    const line = validOrder.goods[0]!;
    const issues = fieldsOf(orderSubmitBody.safeParse({ ...validOrder, goods: [{ ...line, num: 1.5, quantity: 0, worth: 0 }] }));
    expect(issues).toEqual(expect.arrayContaining(['goods.0.num:v.order.integer', 'goods.0.quantity:v.order.goods.quantity', 'goods.0.worth:v.order.goods.worth']));
  });

  it('refuses a consignee in China unless the order is under cargo control, which needs a controller', () => {
    const local = { ...validOrder, consignee: { ...validOrder.consignee, areaCode: '86', phone: '13900139000' } };
    expect(fieldsOf(orderSubmitBody.safeParse(local))).toContain('consignee.areaCode:v.order.consignee.foreign');
    expect(fieldsOf(orderSubmitBody.safeParse({ ...local, isCargoControl: true }))).toEqual(['controller:v.order.controller.required']);
    expect(orderSubmitBody.safeParse({ ...local, isCargoControl: true, controller: { name: 'Li', areaCode: '86', phone: '13800138000' } }).success).toBe(true);
  });

  it('names each missing required field', () => {
    const issues = fieldsOf(orderSubmitBody.safeParse({ orderType: '1', transportType: '1' }));
    for (const field of ['startCityId', 'destCountryId', 'destCityId', 'marks', 'goods', 'deliveryDate', 'deliveryaddress', 'addressdetail']) {
      expect(issues.some((i) => i.startsWith(`${field}:`))).toBe(true);
    }
  });

  it('takes a draft with only what was typed, but checks its format', () => {
    expect(orderDraftBody.safeParse({ transportType: '2', goods: [{ proZh: '鞋' }] }).success).toBe(true);
    expect(fieldsOf(orderDraftBody.safeParse({ transportType: '1', marks: '9X' }))).toEqual(['marks:v.order.marks.letterFirst']);
    // Null and blank are "not given": an order read back (null where unset) saves again.
    const blank = orderDraftBody.parse({ transportType: '1', marks: null, consignee: { name: '', phone: null }, goods: [{ proZh: null, num: 2 }], loadingTime: null });
    expect(blank).toMatchObject({ marks: undefined, consignee: { name: undefined, phone: undefined }, goods: [{ proZh: undefined, num: 2 }], loadingTime: undefined });
    expect(fieldsOf(orderDraftBody.safeParse({ marks: 'A' }))).toEqual(['transportType:Invalid option: expected one of "1"|"2"|"3"|"4"']);
  });
});

describe('order flow', () => {
  it('allows edit only before the warehouse, cancel only while awaiting it', () => {
    expect(orderAllows('edit', ORDER_STATUS.awaitingWarehousing)).toBe(true);
    expect(orderAllows('edit', ORDER_STATUS.inWarehouse)).toBe(false);
    expect(ACTION_STATUSES.cancel).toEqual([ORDER_STATUS.awaitingWarehousing]);
    expect(orderAllows('delete', ORDER_STATUS.cancelled)).toBe(true);
  });

  it('moves only one step along the chain', () => {
    expect(canMoveTo(ORDER_STATUS.inWarehouse, ORDER_STATUS.departed)).toBe(true);
    expect(canMoveTo(ORDER_STATUS.inWarehouse, ORDER_STATUS.arrived)).toBe(false);
    expect(canMoveTo(ORDER_STATUS.delivered, ORDER_STATUS.cancelled)).toBe(false);
  });
});

describe('the rules the form and the server share', () => {
  const typed = {
    transportType: '1',
    isCargoControl: false,
    controller: { name: 'Wang Fang', areaCode: '86', phone: '13912345678' },
    isCollection: false,
    collectionProxy: 50_000,
    harvestMethod: 'self_delivery',
    loadingTime: '2026-12-01T08:00:00+08:00',
    loadingAddress: 'Baiyun District',
    drawee: 'shipper',
    customDraweeList: [{ feeType: 'freight', payer: 'consignee' }],
    customsClearCert: false,
    clearCertRemark: 'Certificate by mail',
    airlineCompany: 'Ethiopian Airlines',
    shippingCompany: 'CMA CGM',
    marks: 'KEEP1',
  } as const;

  it('drops what belongs to a choice turned off, and keeps the rest', () => {
    expect(withoutUnchosen(typed)).toEqual({
      ...typed,
      controller: undefined,
      collectionProxy: undefined,
      loadingTime: undefined,
      loadingAddress: undefined,
      customDraweeList: [],
      clearCertRemark: undefined,
      airlineCompany: undefined,
    });
  });

  it('keeps what belongs to a choice turned on; sea-air names both carriers', () => {
    const on = { ...typed, transportType: '3', isCargoControl: true, isCollection: true, harvestMethod: 'pickup', drawee: 'custom', customsClearCert: true } as const;
    expect(withoutUnchosen(on)).toEqual(on);
    expect(withoutUnchosen({ ...on, transportType: '2' })).toMatchObject({ airlineCompany: 'Ethiopian Airlines', shippingCompany: undefined });
  });

  it('totals the lines, a missing figure counting as 0', () => {
    expect(orderTotals([{ num: 3, volume: 360_000, weight: 25_500, worth: 12_550 }, { num: 1, weight: 2_250 }, {}])).toEqual({ num: 4, volume: 360_000, weight: 27_750, worth: 12_550 });
    expect(orderTotals([])).toEqual({ num: 0, volume: 0, weight: 0, worth: 0 });
  });
});
