import { orderDraftBody, orderSubmitBody, type OrderDetail } from '@portal/contracts/order';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { withoutBlanks } from '../../../lib/form-rules';
import { goodsTotals } from './delivery-totals';
import { fromOrder, goodsLineBody, newOrderValues, ownConsignor, toOrderBody, type DeliveryValues } from './delivery-values';

// A form filled as a member would: kg, m³ and dollars, dates picked in the calendar.
function filled(): DeliveryValues {
  return {
    ...newOrderValues('1'),
    startCityId: 11,
    destCountryId: 20,
    destCityId: 21,
    consignor: { name: 'Li Wei', areaCode: '86', phone: '13800138000' },
    consignee: { name: 'Awa Traoré', areaCode: '225', phone: '0701020304', email: '' },
    marks: 'AWA01',
    goods: [
      { proZh: '手机壳', proEn: 'Phone cases', brand: '0', num: 3, unit: 'carton', quantity: 300, volume: 0.12, weight: 8.5, worth: 125.5, perCarton: true },
      { proZh: '数据线', proEn: 'Cables', brand: '0', num: 1, unit: 'carton', quantity: 50, volume: 0.05, weight: 2.25, worth: 40 },
    ],
    deliveryDate: dayjs('2026-12-01'),
    deliveryaddress: 'Cocody',
    addressdetail: 'Rue des Jardins 12',
  };
}

const submit = (values: DeliveryValues) => orderSubmitBody.safeParse(withoutBlanks(toOrderBody(values)));
const issuesOf = (result: ReturnType<typeof submit>) => result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('the shipping form as an order body', () => {
  it('converts what the member types into grams, cm³, minor units and ISO dates', () => {
    const result = submit(filled());
    expect(issuesOf(result)).toEqual([]);
    const body = result.data!;
    // 3 identical cartons of 0.12 m³ and 8.5 kg: the line carries their totals.
    expect(body.goods[0]).toMatchObject({ num: 3, volume: 360_000, weight: 25_500, worth: 12_550 });
    expect(body.goods[1]).toMatchObject({ num: 1, volume: 50_000, weight: 2_250, worth: 4_000 });
    expect(body.deliveryDate).toBe('2026-12-01');
    expect(body.consignee.email).toBeUndefined();
  });

  it('leaves out what a choice turned off', () => {
    const values: DeliveryValues = {
      ...filled(),
      controller: { name: 'Chen', areaCode: '86', phone: '13900139000' },
      isCollection: false,
      collectionProxy: 99,
      harvestMethod: 'self_delivery',
      loadingAddress: 'Somewhere',
      drawee: 'shipper',
      customDraweeList: [{ feeType: 'freight', payer: 'consignee' }],
      airlineCompany: 'Air Lines',
      shippingCompany: 'COSCO',
    };
    const body = toOrderBody(values);
    expect(body.controller).toBeUndefined();
    expect(body.collectionProxy).toBeUndefined();
    expect(body.loadingAddress).toBeUndefined();
    expect(body.customDraweeList).toEqual([]);
    // Sea freight names a shipping company, not an airline.
    expect(body.airlineCompany).toBeUndefined();
    expect(body.shippingCompany).toBe('COSCO');
  });

  it("puts the contracts' rules on the form's fields", () => {
    const values = filled();
    values.goods![1] = { ...values.goods![1], weight: 0.0004, quantity: 0 };
    values.consignee = { ...values.consignee, areaCode: '86' };
    values.isCargoControl = false;
    values.harvestMethod = 'pickup';
    expect(issuesOf(submit(values))).toEqual(
      expect.arrayContaining([
        // 0.0004 kg rounds to 0 g: not above 0.
        'goods.1.weight:v.order.goods.weight',
        'goods.1.quantity:v.order.goods.quantity',
        'loadingTime:v.order.loadingTime.required',
        'loadingAddress:v.order.loadingAddress.required',
        // Not under cargo control: the consignee must be abroad.
        'consignee.areaCode:v.order.consignee.foreign',
      ]),
    );
    // Under cargo control a consignee in China is fine, with a controller.
    const controlled = { ...filled(), consignee: { name: 'Chen', areaCode: '86', phone: '13900139000' }, isCargoControl: true };
    expect(issuesOf(submit(controlled))).toEqual(['controller.name:v.order.controller.name.required', 'controller.phone:v.phone.required']);
  });

  it('saves as a draft whatever has been typed, in the right format', () => {
    const started: DeliveryValues = { ...newOrderValues('2'), marks: 'AB1', goods: [{ proZh: '鞋', num: 2, weight: 1.2, perCarton: true }] };
    const draft = orderDraftBody.safeParse(withoutBlanks(toOrderBody(started)));
    expect(draft.success).toBe(true);
    expect(draft.data?.goods?.[0]).toMatchObject({ proZh: '鞋', num: 2, weight: 2_400 });
    expect(orderDraftBody.safeParse(withoutBlanks(toOrderBody({ ...started, marks: '1AB' }))).error?.issues[0]?.path).toEqual(['marks']);
  });
});

describe('totals', () => {
  it('add up the lines as typed, a missing figure counting 0', () => {
    const values = filled();
    values.goods!.push({ proZh: '帽子', num: 2, weight: null });
    expect(goodsTotals(values.goods)).toEqual({ num: 6, volume: 410_000, weight: 27_750, worth: 16_550 });
    expect(goodsTotals(undefined)).toEqual({ num: 0, volume: 0, weight: 0, worth: 0 });
  });

  it('count identical cartons once while the pieces are not a whole number', () => {
    expect(goodsLineBody({ num: null, weight: 2, perCarton: true }).weight).toBe(2_000);
    expect(goodsLineBody({ num: 4, weight: 2, volume: 0.5, perCarton: true })).toMatchObject({ weight: 8_000, volume: 2_000_000 });
  });
});

describe('a saved order back into the form', () => {
  it('reads the answer of `get` into the units the member types, and back to the same body', () => {
    const body = submit(filled()).data!;
    const order = {
      ...body,
      id: 7,
      orderNo: 'SE261124000001',
      status: 0,
      channelId: null,
      startWarehouseId: null,
      destWarehouseId: null,
      consignor: { company: null, nameEn: null, email: null, ...body.consignor },
      consignee: { company: null, nameEn: null, email: null, ...body.consignee },
      goods: body.goods.map((line, index) => ({ ...line, id: index + 1, material: null, link: null })),
      controller: null,
      collectionProxy: null,
      loadingTime: null,
      loadingAddress: null,
      airlineCompany: null,
      shippingCompany: null,
      clearCertRemark: null,
      packageRemarks: null,
      remark: null,
    } as unknown as OrderDetail;
    const values = fromOrder(order);
    expect(values.goods?.[0]).toMatchObject({ num: 3, volume: 0.36, weight: 25.5, worth: 125.5, perCarton: false });
    expect(values.deliveryDate?.format('YYYY-MM-DD')).toBe('2026-12-01');
    const again = submit(values);
    expect(again.data).toEqual({ ...body, id: 7 });
  });
});

describe('a new order', () => {
  it('starts with the member as its consignor: verified name, own phone and e-mail', () => {
    const profile = { areaCode: '86', mobile: '13800138000', email: 'demo@example.com' };
    expect(newOrderValues('1', ownConsignor(profile, '张伟')).consignor).toEqual({ name: '张伟', areaCode: '86', phone: '13800138000', email: 'demo@example.com' });
    // Not certified, no e-mail: what is known, nothing made up.
    expect(ownConsignor({ ...profile, email: null }, undefined)).toEqual({ name: undefined, areaCode: '86', phone: '13800138000', email: undefined });
  });
});
