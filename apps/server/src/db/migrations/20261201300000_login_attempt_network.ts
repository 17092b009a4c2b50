import type { AnyDb } from '../migration-helpers.js';

// - login_attempt.network: the client network (IPv4 /24, IPv6 /64, lib/network.ts) a
//   password try came from, so the limit on wrong passwords counts per network, not per exact address
// (issue 27: rotating addresses inside one /24 bought a fresh budget each). Rows written
// before this count as from no particular network; they age out within 15 minutes.
// - verification_code by (channel, network): the hourly cap on codes per client network.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('verification_code_from_network_idx').on('verification_code').columns(['channel', 'network', 'created_at']).execute();
  await db.schema.alterTable('login_attempt').addColumn('network', 'varchar(64)').execute();
  await db.schema.createIndex('login_attempt_network_idx').on('login_attempt').columns(['network', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('login_attempt_network_idx').execute();
  await db.schema.alterTable('login_attempt').dropColumn('network').execute();
  await db.schema.dropIndex('verification_code_from_network_idx').execute();
}
