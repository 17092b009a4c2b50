import type { AnyDb } from '../migration-helpers.js';

// The outbox desk's queue of notification deliveries (docs/jobs-and-notifications.md, "The
// queue"), newest first by (created_at, id) and keyset paged (docs/lists.md): all of them, or
// by state (the unfinished ones by default).
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('notification_delivery_created_idx').on('notification_delivery').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('notification_delivery_state_created_idx').on('notification_delivery').columns(['state', 'created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('notification_delivery_state_created_idx').execute();
  await db.schema.dropIndex('notification_delivery_created_idx').execute();
}
