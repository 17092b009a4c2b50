import type { CursorPage } from '@portal/contracts/cursor';
import { GIFT_EXCHANGE_STATUSES, GIFT_STATUS, type ExchangeItem, type GiftItem } from '@portal/contracts/gifts';
import { expect, it } from 'vitest';
import { call, memberToken } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';
import { seedDemoGifts } from './gifts.seed.js';

describeEachDb('demo gifts', (ctx) => {
  it('gives a catalogue with stock, one out of stock, one withdrawn; outlets; the demo member redemptions in every status and 1,000 points left, once', async () => {
    const t = ctx();
    const token = await memberToken(t);
    const catalogue = await call<CursorPage<GiftItem>>(t.app, 'GET', '/app-api/member/gift/page', { token, query: { pageSize: '50' } });
    expect(catalogue.data.list.filter((g) => g.status === GIFT_STATUS.available && g.stock > 0).length).toBeGreaterThanOrEqual(6);
    expect(catalogue.data.list.filter((g) => g.status === GIFT_STATUS.outOfStock)).toHaveLength(1);
    const withdrawn = await t.database.db.selectFrom('gift').select('id').where('status', '=', GIFT_STATUS.withdrawn).execute();
    expect(withdrawn).toHaveLength(1);
    const outlets = await t.database.db.selectFrom('gift_outlet').select('city').execute();
    expect(outlets.map((o) => o.city)).toEqual(expect.arrayContaining(['Guangzhou', 'Yiwu', 'Kinshasa', 'Lagos', 'Douala']));

    const log = await call<CursorPage<ExchangeItem>>(t.app, 'GET', '/app-api/member/gift/exchange-page', { token });
    expect(new Set(log.data.list.map((e) => e.status))).toEqual(new Set(GIFT_EXCHANGE_STATUSES));
    const memberId = (await t.services.sessions.resolve(token)).subjectId;
    const before = await t.services.pointLedger.balance(t.database.db, memberId);
    expect(before.available).toBeGreaterThanOrEqual(1000);

    // Each redemption has its ledger row, on its day, for its points, naming its number; the
    // balances after each row follow one another in date order down to what the member has.
    const db = t.database.db;
    const exchanges = await db.selectFrom('gift_exchange').select(['id', 'exchange_no', 'total_points', 'created_at']).where('member_id', '=', memberId).execute();
    const ledger = await db.selectFrom('member_point_log').selectAll().where('member_id', '=', memberId).orderBy('created_at').orderBy('id').execute();
    for (const exchange of exchanges) {
      const rows = ledger.filter((row) => row.source_key === `gift-exchange:${exchange.id}`);
      expect(rows.map((row) => [Number(row.amount), row.reason_detail, new Date(row.created_at).toISOString()])).toEqual([
        [-Number(exchange.total_points), exchange.exchange_no, new Date(exchange.created_at).toISOString()],
      ]);
    }
    let running = 0;
    for (const row of ledger) {
      running += Number(row.amount);
      expect(Number(row.balance_after), `${row.reason} (${row.created_at})`).toBe(running);
    }
    expect(running).toBe(before.available);

    // A second start changes nothing.
    await seedDemoGifts(t.database.db);
    expect(await t.services.pointLedger.balance(t.database.db, memberId)).toEqual(before);
    expect((await call<CursorPage<ExchangeItem>>(t.app, 'GET', '/app-api/member/gift/exchange-page', { token })).data.list).toHaveLength(log.data.list.length);
  });
});
