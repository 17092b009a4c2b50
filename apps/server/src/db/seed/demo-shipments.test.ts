import { expect, it } from 'vitest';
import type { CursorPage } from '@portal/contracts/cursor';
import type { OrderDetail, OrderListItem } from '@portal/contracts/order';
import { isContainerNo, type ShipmentAdvanceResult, type ShipmentDetail, type ShipmentItem } from '@portal/contracts/shipment';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { call, memberToken, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';
import { orderCall } from '../../test/order-helpers.js';

const S = ORDER_STATUS;

describeEachDb('demo shipments', (ctx) => {
  it('gives the operator containers being loaded and one on the water, and the demo member the container and ETA on their order', async () => {
    const t = ctx();
    const operator = await staffToken(t, 'operator', 'operator1234');
    const page = async (status: number) =>
      (await call<CursorPage<ShipmentItem>>(t.app, 'GET', '/admin-api/shipment/page', { token: operator, query: { status: String(status) } })).data.list;
    const loading = await page(S.inWarehouse);
    expect(loading.length).toBeGreaterThanOrEqual(1);
    expect(loading.every((s) => s.orderCount > 0 && isContainerNo(s.number))).toBe(true);
    const departed = await page(S.departed);
    expect(departed).toHaveLength(1);
    expect(Date.parse(departed[0]!.eta)).toBeGreaterThan(Date.now());

    // The desk's first step works on the demo data: a dry run of a loading container.
    const dry = await call<ShipmentAdvanceResult>(t.app, 'POST', '/admin-api/shipment/advance', { token: operator, body: { id: loading[0]!.id, toStatus: S.departed, dryRun: true } });
    expect(dry.code).toBe(0);
    expect(dry.data.moved.length + dry.data.refused.length).toBe(loading[0]!.orderCount);
    const detail = await call<ShipmentDetail>(t.app, 'GET', '/admin-api/shipment/get', { token: operator, query: { id: String(departed[0]!.id) } });
    expect(detail.data.orders.every((o) => o.status === S.departed)).toBe(true);

    const token = await memberToken(t);
    const list = await orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token, query: { pageSize: 100, status: S.departed } });
    const order = await orderCall<OrderDetail>(t, 'GET', 'get', { token, query: { id: list.data.list[0]!.id } });
    expect(order.data.shipment).toMatchObject({ kind: 'sea', number: departed[0]!.number, vessel: departed[0]!.vessel, eta: departed[0]!.eta });
  });
});
