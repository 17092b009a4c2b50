import { sql } from 'kysely';
import { columnTypes, dialectOf, type AnyDb } from '../migration-helpers.js';

// Members' loss and damage claims (docs/abnormal-items.md, "Claims"): an abnormal item a member
// files, so no staff member raised it (staff_id becomes nullable), with the claim's kind, the
// amount claimed and granted (US cents), whether it is made under the shipment's insurance, and
// the form's request key (a double submit answers the first claim). One claim per order: a
// unique index on the order's claim.
//
// SQLite cannot drop NOT NULL in place: the table is rebuilt (the documented twelve steps),
// with foreign keys off meanwhile so the steps and files referring to it stay; SQLite migrations
// do not run inside a transaction, so the pragma applies.

const CLAIM_COLUMNS = ['claim_kind', 'claim_amount', 'claim_insurance', 'claim_compensation', 'claim_request_key'] as const;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('abnormal_item').alterColumn('staff_id', (c) => c.dropNotNull()).execute();
  } else {
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await sql`create table abnormal_item_new (
        id integer primary key autoincrement,
        order_id integer not null references ship_order (id) on delete cascade,
        member_id integer not null references member_user (id),
        type varchar(4) not null,
        description varchar(500) not null,
        amount integer,
        currency varchar(3),
        charged_amount integer,
        status smallint not null,
        action varchar(10),
        handler_name varchar(50),
        handled_at text,
        staff_id integer references staff_user (id),
        created_at text not null,
        updated_at text not null
      )`.execute(db);
      await sql`insert into abnormal_item_new (id, order_id, member_id, type, description, amount, currency, charged_amount, status, action, handler_name, handled_at, staff_id, created_at, updated_at)
        select id, order_id, member_id, type, description, amount, currency, charged_amount, status, action, handler_name, handled_at, staff_id, created_at, updated_at from abnormal_item`.execute(db);
      await sql`drop table abnormal_item`.execute(db);
      await sql`alter table abnormal_item_new rename to abnormal_item`.execute(db);
      await db.schema.createIndex('abnormal_item_member_idx').on('abnormal_item').columns(['member_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('abnormal_item_member_status_idx').on('abnormal_item').columns(['member_id', 'status', 'created_at', 'id']).execute();
      await db.schema.createIndex('abnormal_item_status_idx').on('abnormal_item').columns(['status', 'created_at', 'id']).execute();
      await db.schema.createIndex('abnormal_item_order_idx').on('abnormal_item').columns(['order_id', 'created_at', 'id']).execute();
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length) throw new Error(`abnormal_item rebuild left ${broken.rows.length} broken references`);
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  }
  const table = db.schema.alterTable('abnormal_item');
  // loss | damage; null on items staff raised.
  await table.addColumn('claim_kind', 'varchar(10)').execute();
  // US cents claimed, and granted by staff (0 when rejected, null while awaiting).
  await table.addColumn('claim_amount', t.bigint).execute();
  await table.addColumn('claim_insurance', 'smallint', (c) => c.notNull().defaultTo(0)).execute();
  await table.addColumn('claim_compensation', t.bigint).execute();
  await table.addColumn('claim_request_key', 'varchar(64)').execute();
  await db.schema
    .createIndex('abnormal_item_order_claim_uq')
    .on('abnormal_item')
    .column('order_id')
    .unique()
    .where(sql.ref('claim_kind'), 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('abnormal_item_order_claim_uq').ifExists().execute();
  await db.deleteFrom('abnormal_item').where('claim_kind', 'is not', null).execute();
  for (const column of CLAIM_COLUMNS) await db.schema.alterTable('abnormal_item').dropColumn(column).execute();
  if (dialectOf(db) === 'postgres') await db.schema.alterTable('abnormal_item').alterColumn('staff_id', (c) => c.setNotNull()).execute();
}
