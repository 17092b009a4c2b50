import { sql } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// One audit log of staff actions (docs/audit.md): who (id, username and roles then), what
// (action, entity and its id), the fields before and after (JSON), the reason asked, the
// request id and the time. The rows of the three staff audit tables before it are copied in;
// those tables stay as they were, read by nothing. cargo_control_event is not one of them:
// it is the order's control trail of members' releases and transfers, still read as such.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withId(db, db.schema.createTable('staff_audit'))
    // No foreign keys on purpose: the log outlives the orders, lines and accounts it names.
    .addColumn('staff_id', t.bigint, (c) => c.notNull())
    .addColumn('staff_username', 'varchar(64)', (c) => c.notNull())
    // JSON array of the staff member's roles when they acted; null for rows copied from the
    // older tables, which did not keep them.
    .addColumn('staff_roles', 'text')
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', t.bigint, (c) => c.notNull())
    // JSON of the fields the action changed, as they were and as they became
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'varchar(1000)')
    .addColumn('request_id', 'varchar(64)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_created_idx').on('staff_audit').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('staff_audit_staff_idx').on('staff_audit').columns(['staff_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('staff_audit_entity_idx').on('staff_audit').columns(['entity', 'entity_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('staff_audit_action_idx').on('staff_audit').columns(['action', 'created_at', 'id']).execute();

  // Copied in id order of each table, so the log keeps their order within a time.
  const username = sql<string>`coalesce(s.username, '')`;
  await db
    .insertInto('staff_audit')
    .columns(['staff_id', 'staff_username', 'action', 'entity', 'entity_id', 'after', 'created_at'])
    .expression(
      db
        .selectFrom('staff_audit_log as a')
        .leftJoin('staff_user as s', 's.id', 'a.actor_id')
        .select(['a.actor_id', username.as('u'), 'a.action', sql<string>`'staff'`.as('e'), 'a.target_id', 'a.detail', 'a.created_at'])
        .orderBy('a.id'),
    )
    .execute();
  await db
    .insertInto('staff_audit')
    .columns(['staff_id', 'staff_username', 'action', 'entity', 'entity_id', 'after', 'created_at'])
    .expression(
      db
        .selectFrom('ship_order_audit as a')
        .leftJoin('staff_user as s', 's.id', 'a.staff_id')
        .select(['a.staff_id', username.as('u'), 'a.action', sql<string>`'order'`.as('e'), 'a.order_id', 'a.detail', 'a.created_at'])
        .orderBy('a.id'),
    )
    .execute();
  await db
    .insertInto('staff_audit')
    .columns(['staff_id', 'staff_username', 'action', 'entity', 'entity_id', 'before', 'after', 'created_at'])
    .expression(
      db
        .selectFrom('price_line_audit as a')
        .leftJoin('staff_user as s', 's.id', 'a.actor_id')
        .select(['a.actor_id', username.as('u'), 'a.action', sql<string>`'priceLine'`.as('e'), 'a.line_id', 'a.before', 'a.after', 'a.created_at'])
        .orderBy('a.id'),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_audit').ifExists().execute();
}
