import { sql } from 'kysely';
import { columnTypes, dialectOf, type AnyDb } from '../migration-helpers.js';

// Each member's live orders by status (docs/orders.md, "Lists"): the posted list's status
// counts and its first page's total read these few rows instead of walking the member's
// index entries (62,500 for the bench's heavy member). Kept by triggers on ship_order, so
// every write — the member's calls, staff steps, imports, seeds, a bulk insert — changes
// them in its own transaction; they cannot drift from the list. A live order is one with
// `deleted_at` null, as in the list's partial indexes.
//
// PostgreSQL: one upsert per changed order, its rows taken in (member_id, status) order, so
// two single-order changes of one member lock the same rows in the same order; an increment is
// `n = n + 1` on the locked row, so concurrent writers never lose one.
// SQLite has one writer at a time.

const TABLE = 'ship_order_member_count';

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable(TABLE)
    .addColumn('member_id', t.bigint, (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('n', t.bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint(`${TABLE}_pk`, ['member_id', 'status'])
    .execute();
  await sql`insert into ship_order_member_count (member_id, status, n)
    select member_id, status, count(*) from ship_order where deleted_at is null group by member_id, status`.execute(db);

  if (dialectOf(db) === 'postgres') {
    await sql`create function ship_order_member_count_keep() returns trigger language plpgsql as $$
      begin
        insert into ship_order_member_count as c (member_id, status, n)
          select d.member_id, d.status, sum(d.n) from (
            select old.member_id, old.status, -1 where tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null
            union all
            select new.member_id, new.status, 1 where tg_op in ('UPDATE', 'INSERT') and new.deleted_at is null
          ) as d (member_id, status, n)
          group by d.member_id, d.status
          having sum(d.n) <> 0
          order by d.member_id, d.status
        on conflict (member_id, status) do update set n = c.n + excluded.n;
        return null;
      end $$`.execute(db);
    await sql`create trigger ship_order_member_count_insert after insert or delete on ship_order
      for each row execute function ship_order_member_count_keep()`.execute(db);
    await sql`create trigger ship_order_member_count_update after update of member_id, status, deleted_at on ship_order
      for each row execute function ship_order_member_count_keep()`.execute(db);
    return;
  }
  // SQLite: an upsert's SELECT needs a WHERE (its parsing rule), hence `where … is null`.
  await sql`create trigger ship_order_member_count_insert after insert on ship_order when new.deleted_at is null begin
      insert into ship_order_member_count (member_id, status, n) select new.member_id, new.status, 1 where true
        on conflict (member_id, status) do update set n = n + 1;
    end`.execute(db);
  await sql`create trigger ship_order_member_count_delete after delete on ship_order when old.deleted_at is null begin
      update ship_order_member_count set n = n - 1 where member_id = old.member_id and status = old.status;
    end`.execute(db);
  await sql`create trigger ship_order_member_count_update after update of member_id, status, deleted_at on ship_order begin
      update ship_order_member_count set n = n - 1 where old.deleted_at is null and member_id = old.member_id and status = old.status;
      insert into ship_order_member_count (member_id, status, n) select new.member_id, new.status, 1 where new.deleted_at is null
        on conflict (member_id, status) do update set n = n + 1;
    end`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger ship_order_member_count_insert on ship_order`.execute(db);
    await sql`drop trigger ship_order_member_count_update on ship_order`.execute(db);
    await sql`drop function ship_order_member_count_keep()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ship_order_member_count_${name}`).execute(db);
  }
  await db.schema.dropTable(TABLE).execute();
}
