import type { AnyDb } from '../migration-helpers.js';

// The member's message list pages by (created_at, id) newest first (docs/lists.md): this index
// answers any page in one range scan, however many messages a member has.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('member_message_keyset_idx').on('member_message').columns(['member_id', 'created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('member_message_keyset_idx').ifExists().execute();
}
