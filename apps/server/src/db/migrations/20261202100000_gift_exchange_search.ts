import type { AnyDb } from '../migration-helpers.js';

// The redemptions desk (docs/points-and-gifts.md, "Staff"): newest first with no filter, and by
// gift. By member and by status the 20261127400000 indexes serve; a number is the unique one.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('gift_exchange_created_idx').on('gift_exchange').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('gift_exchange_gift_idx').on('gift_exchange').columns(['gift_id', 'created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('gift_exchange_gift_idx').execute();
  await db.schema.dropIndex('gift_exchange_created_idx').execute();
}
