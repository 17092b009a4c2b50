import { envelope } from '@portal/contracts/envelope';
import {
  feeAdjustBody,
  feeCreateBody,
  feeHistory,
  feeHistoryQuery,
  feeItem,
  feeOrderRef,
  feeOrderQuery,
  feePaymentBody,
  memberBalancePage,
  memberBalanceQuery,
  memberOrdersPage,
  memberOrdersQuery,
  orderFees,
  orderFeesQuery,
  waitMoneyPage,
  waitMoneyQuery,
} from '@portal/contracts/balance';
import { ok, type App } from '../../lib/http.js';
import { memberId, staffId } from '../../plugins/auth.js';
import type { BalanceService } from './balance.service.js';

// Outstanding balances (docs/money.md): the member's list and an order's fees; staff write fees
// (finance, operator) and record payments (finance); the money desk reads who owes what and each
// fee's history (finance, operator read).
export async function balancesRoutes(app: App, { balances }: { balances: BalanceService }) {
  const tags = ['balances'];
  const member = { auth: 'member' } as const;

  app.get(
    '/app-api/order/order/wait-money-page',
    { config: member, schema: { tags, querystring: waitMoneyQuery, response: { 200: envelope(waitMoneyPage) } } },
    async (request) => ok(await balances.waitMoneyPage(memberId(request), request.query)),
  );
  app.get(
    '/app-api/order/fee/list',
    { config: member, schema: { tags, querystring: orderFeesQuery, response: { 200: envelope(orderFees) } } },
    async (request) => ok(await balances.memberOrderFees(memberId(request), request.query.orderId)),
  );

  const writers = { auth: 'staff', roles: ['finance', 'operator'] } as const;
  const cashier = { auth: 'staff', roles: ['finance'] } as const;
  const saved = { 200: envelope(feeItem) };
  app.get(
    '/admin-api/order/fee/list',
    { config: writers, schema: { tags, querystring: orderFeesQuery, response: { 200: envelope(orderFees) } } },
    async (request) => ok(await balances.staffOrderFees(request.query.orderId)),
  );
  app.get(
    '/admin-api/order/fee/member-page',
    { config: writers, schema: { tags, querystring: memberBalanceQuery, response: { 200: envelope(memberBalancePage) } } },
    async (request) => ok(await balances.memberBalancePage(request.query)),
  );
  app.get(
    '/admin-api/order/fee/member-orders',
    { config: writers, schema: { tags, querystring: memberOrdersQuery, response: { 200: envelope(memberOrdersPage) } } },
    async (request) => ok(await balances.memberOrdersPage(request.query)),
  );
  app.get(
    '/admin-api/order/fee/order',
    { config: writers, schema: { tags, querystring: feeOrderQuery, response: { 200: envelope(feeOrderRef) } } },
    async (request) => ok(await balances.orderByNo(request.query.orderNo)),
  );
  app.get(
    '/admin-api/order/fee/history',
    { config: writers, schema: { tags, querystring: feeHistoryQuery, response: { 200: envelope(feeHistory) } } },
    async (request) => ok(await balances.feeHistory(request.query.orderId, request.query.feeId)),
  );
  app.post('/admin-api/order/fee/create', { config: writers, schema: { tags, body: feeCreateBody, response: saved } }, async (request) =>
    ok(await balances.create(staffId(request), request.body)),
  );
  app.post('/admin-api/order/fee/adjust', { config: writers, schema: { tags, body: feeAdjustBody, response: saved } }, async (request) =>
    ok(await balances.adjust(staffId(request), request.body)),
  );
  app.post('/admin-api/order/fee/pay', { config: cashier, schema: { tags, body: feePaymentBody, response: saved } }, async (request) =>
    ok(await balances.pay(staffId(request), request.body)),
  );
}
