import { expect, it } from 'vitest';
import type { CursorPage } from '@portal/contracts/cursor';
import type { OrderDetail, OrderListItem, OrderStatusCount, TrackResult } from '@portal/contracts/order';
import type { RealNameInfo } from '@portal/contracts/kyc';
import { ORDER_STATUS, ORDER_STATUSES } from '@portal/contracts/statuses';
import { DEMO_SHIPPER } from '../../config.js';
import { call, memberToken } from '../../test/auth-helpers.js';
import { getFile } from '../../test/file-helpers.js';
import { describeEachDb } from '../../test/harness.js';
import { orderCall } from '../../test/order-helpers.js';

describeEachDb('demo orders', (ctx) => {
  it('gives the demo member a certified real name and orders in every status, with goods, receipts and timelines', async () => {
    const t = ctx();
    const token = await memberToken(t);
    const realName = await call<RealNameInfo>(t.app, 'GET', '/app-api/member/user/get-auth-idcard-info', { token });
    expect(realName.data.status).toBe(2);
    for (const url of [realName.data.img1!, realName.data.img2!]) {
      const image = await getFile(t, token, url);
      expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    }

    const counts = await orderCall<OrderStatusCount>(t, 'GET', 'status-count', { token, query: { role: 'posted' } });
    expect(Object.keys(counts.data.byStatus).map(Number).sort()).toEqual([...ORDER_STATUSES]);
    const list = await orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token, query: { pageSize: 100 } });
    expect(list.data.list).toHaveLength(counts.data.all);
    for (const item of list.data.list) {
      const detail = (await orderCall<OrderDetail>(t, 'GET', 'get', { token, query: { id: item.id } })).data;
      expect(detail.goods.length).toBeGreaterThan(0);
      const returned = detail.status === ORDER_STATUS.returned;
      const onTheChain = detail.status >= ORDER_STATUS.inWarehouse && detail.status <= ORDER_STATUS.delivered;
      expect([detail.orderNo, detail.receipt?.complete ?? false]).toEqual([detail.orderNo, onTheChain || returned]);
      if (detail.status === ORDER_STATUS.draft) expect(detail.events).toEqual([]);
      else expect(detail.events.at(-1)!.status).toBe(detail.status);
      if (onTheChain) expect(detail.events.map((e) => e.status)).toEqual(ORDER_STATUSES.filter((s) => s >= 1 && s <= detail.status));
      // Received, then handed back to the shipper after an approved warehouse refund.
      if (returned) expect(detail.events.map((e) => e.status)).toEqual([ORDER_STATUS.awaitingWarehousing, ORDER_STATUS.inWarehouse, ORDER_STATUS.returned]);
      expect(Date.parse(detail.createTime)).toBeLessThan(Date.now() - 12 * 3_600_000);
    }
    expect(list.data.list.some((o) => o.flagged)).toBe(true);
    // The warehouse desk has work at first sign-in: orders awaiting warehousing, one partly received.
    const awaiting = list.data.list.filter((o) => o.status === ORDER_STATUS.awaitingWarehousing);
    expect(awaiting.length).toBeGreaterThanOrEqual(3);
    expect(awaiting.map((o) => o.receivedCartons).filter((n) => n !== null)).toEqual([12]);
    const partial = (await orderCall<OrderDetail>(t, 'GET', 'get', { token, query: { id: awaiting.find((o) => o.receivedCartons === 12)!.id } })).data.receipt;
    expect(partial).toMatchObject({ cartons: 12, complete: false, expectedCartons: 30, lots: [{ lotNo: 1, cartons: 8 }, { lotNo: 2, cartons: 4 }] });

    const received = await orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token, query: { role: 'received' } });
    expect(received.data.list.length).toBeGreaterThan(0);
    const one = await orderCall<OrderDetail>(t, 'GET', 'get', { token, query: { id: received.data.list[0]!.id } });
    expect(one.data).toMatchObject({ viewerRole: 'consignee', consignor: { name: 'Chen Jing', phone: null } });
    const shipper = await memberToken(t, DEMO_SHIPPER);
    const sent = await orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token: shipper });
    expect(sent.data.list.map((o) => o.id).sort()).toEqual(received.data.list.map((o) => o.id).sort());

    // Public tracking works on the demo numbers, and new orders of the demo days number on.
    const tracked = await orderCall<{ list: TrackResult[] }>(t, 'GET', '/app-api/order/track', { query: { no: list.data.list.find((o) => o.status !== ORDER_STATUS.draft)!.orderNo } });
    expect(tracked.code).toBe(0);
    const sequences = await t.database.db.selectFrom('ship_order_sequence').selectAll().execute();
    for (const item of list.data.list) {
      const seq = sequences.find((s) => s.prefix === item.orderNo.slice(0, 8));
      expect(Number(item.orderNo.slice(8))).toBeLessThanOrEqual(seq!.value);
    }
  });
});
