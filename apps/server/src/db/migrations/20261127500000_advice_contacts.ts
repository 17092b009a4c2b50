import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Consultations (docs/advice.md), second step: which files each thread message carries (so a
// member can read the staff's attachments of their own threads), and the customer-service
// contacts members are assigned (GET /app-api/member/user/getContact).
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('member_advice_file'))
    .addColumn('advice_id', t.bigint, (c) => c.notNull().references('member_advice.id').onDelete('cascade'))
    // null: the files of the thread's opening
    .addColumn('message_id', t.bigint, (c) => c.references('member_advice_message.id').onDelete('cascade'))
    .addColumn('file_id', t.bigint, (c) => c.notNull().references('file_object.id'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_advice_file_advice_idx').on('member_advice_file').columns(['advice_id']).execute();
  await db.schema.createIndex('member_advice_file_file_idx').on('member_advice_file').columns(['file_id']).execute();

  await withId(db, db.schema.createTable('service_contact'))
    // The staff account behind the contact, when there is one.
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id').onDelete('set null'))
    .addColumn('nickname', 'varchar(50)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(300)')
    .addColumn('mobile_area_code', 'varchar(6)')
    .addColumn('mobile', 'varchar(20)')
    .addColumn('whatsapp_area_code', 'varchar(6)')
    .addColumn('whatsapp', 'varchar(20)')
    .addColumn('email', 'varchar(100)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  // The member's assigned contact; null: the service desk of the client config.
  await db.schema
    .alterTable('member_user')
    .addColumn('service_contact_id', t.bigint, (c) => c.references('service_contact.id').onDelete('set null'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('member_user').dropColumn('service_contact_id').execute();
  await db.schema.dropTable('service_contact').ifExists().execute();
  await db.schema.dropTable('member_advice_file').ifExists().execute();
}
