import { sql } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// The address book (issue #4): a member's addresses, customers and suppliers (one contacts
// table, `kind` tells them apart) and the groups contacts sit in. Every row belongs to one
// member and goes with it.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('member_address'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    // Region ids: a country and a city inside it.
    .addColumn('country_id', t.bigint, (c) => c.notNull().references('region.id').onDelete('restrict'))
    .addColumn('city_id', t.bigint, (c) => c.notNull().references('region.id').onDelete('restrict'))
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_address_member_idx').on('member_address').column('member_id').execute();
  // At most one default per member, whatever the service does; the service keeps one.
  await db.schema
    .createIndex('member_address_default_uq')
    .on('member_address')
    .column('member_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await withId(db, db.schema.createTable('member_contact_group'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id').onDelete('cascade'))
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('member_contact_group_title_uq', ['member_id', 'title'])
    .execute();

  await withId(db, db.schema.createTable('member_contact'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)')
    .addColumn('company', 'varchar(100)', (c) => c.notNull())
    .addColumn('company_en', 'varchar(200)')
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull())
    // National form, digits only (as libphonenumber-js gives it).
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('marks', 'varchar(30)')
    .addColumn('email', 'varchar(100)')
    .addColumn('address', 'varchar(200)')
    // Deleting a group says what happens to its contacts; the database refuses to guess.
    .addColumn('group_id', t.bigint, (c) => c.references('member_contact_group.id').onDelete('restrict'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  // The list pages, newest first.
  await db.schema.createIndex('member_contact_list_idx').on('member_contact').columns(['member_id', 'kind', 'id']).execute();
  // The consignor/consignee picker looks customers or suppliers up by the start of their phone.
  await db.schema.createIndex('member_contact_phone_idx').on('member_contact').columns(['member_id', 'kind', 'phone']).execute();
  await db.schema.createIndex('member_contact_group_idx').on('member_contact').column('group_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['member_contact', 'member_contact_group', 'member_address']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
