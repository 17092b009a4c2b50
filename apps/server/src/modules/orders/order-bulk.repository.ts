import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ShipOrderGoodsTable } from '../../db/tables/orders.js';
import type { OrderInsert } from './order.repository.js';

// Many orders written at once (an import of drafts): numbers taken a block at a time, orders and
// goods lines in multi-row inserts. Sized so a statement stays under both databases' limits on
// bound values (SQLite 32,766; PostgreSQL 65,535): an order row has about 70 columns, a goods
// line 16.
const ORDER_CHUNK = 200;
const GOODS_CHUNK = 1000;

export class OrderBulkRepository {
  // `count` consecutive numbers of a prefix and day (e.g. SE261124), counted in the caller's
  // transaction; answers the first.
  async reserveSequence(prefix: string, count: number, tx: Executor): Promise<number> {
    const row = await tx
      .insertInto('ship_order_sequence')
      .values({ prefix, value: count })
      .onConflict((oc) => oc.column('prefix').doUpdateSet((eb) => ({ value: eb('ship_order_sequence.value', '+', count) })))
      .returning('value')
      .executeTakeFirstOrThrow();
    return row.value - count + 1;
  }

  // The new orders' ids, in the order of `rows` (matched by number: a multi-row insert does not
  // promise the order of what it returns). `saved` is told after each statement, and waited for.
  async insertOrders(rows: readonly OrderInsert[], tx: Executor, saved: (count: number) => void | Promise<void> = () => {}): Promise<number[]> {
    const idOf = new Map<string, number>();
    for (let i = 0; i < rows.length; i += ORDER_CHUNK) {
      const inserted = await tx.insertInto('ship_order').values(rows.slice(i, i + ORDER_CHUNK)).returning(['id', 'order_no']).execute();
      for (const row of inserted) idOf.set(row.order_no, row.id);
      await saved(idOf.size);
    }
    return rows.map((row) => idOf.get(row.order_no)!);
  }

  async insertGoods(rows: readonly Insertable<ShipOrderGoodsTable>[], tx: Executor): Promise<void> {
    for (let i = 0; i < rows.length; i += GOODS_CHUNK) await tx.insertInto('ship_order_goods').values(rows.slice(i, i + GOODS_CHUNK)).execute();
  }
}
