import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Consultations, suggestions and complaints (docs/advice.md): the thread a member opens and
// the messages of both sides in it. Help search reads the replied ones staff made public.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('member_advice'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id').onDelete('cascade'))
    // ADVICE_KINDS (contracts/advice-status.ts)
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    // complaint_type dictionary value; complaints only
    .addColumn('complaint_type', 'varchar(4)')
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('contact', 'varchar(50)', (c) => c.notNull())
    .addColumn('phone_area_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('order_no', 'varchar(30)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    // JSON array of file public ids, at most 10
    .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
    // CONSULT_STATUS for consultations and suggestions, COMPLAINT_STATUS for complaints
    .addColumn('status', 'smallint', (c) => c.notNull())
    // The latest staff reply, as the list shows it.
    .addColumn('reply_content', 'varchar(2000)')
    .addColumn('reply_time', t.timestamp)
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    // The reply the member was promised by (complaints show how long they have waited).
    .addColumn('reply_due_at', t.timestamp, (c) => c.notNull())
    // The member's rating of the answer, 1-5, once replied.
    .addColumn('rating', 'smallint')
    .addColumn('rating_comment', 'varchar(200)')
    // Staff marked the question and its answer as public: help search finds it.
    .addColumn('is_public', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_advice_member_idx').on('member_advice').columns(['member_id', 'kind', 'created_at', 'id']).execute();
  await db.schema.createIndex('member_advice_status_idx').on('member_advice').columns(['kind', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('member_advice_public_idx').on('member_advice').columns(['is_public', 'reply_time']).execute();

  await withId(db, db.schema.createTable('member_advice_message'))
    .addColumn('advice_id', t.bigint, (c) => c.notNull().references('member_advice.id').onDelete('cascade'))
    // ADVICE_AUTHORS
    .addColumn('author', 'varchar(8)', (c) => c.notNull())
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_advice_message_thread_idx').on('member_advice_message').columns(['advice_id', 'created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('member_advice_message').ifExists().execute();
  await db.schema.dropTable('member_advice').ifExists().execute();
}
