import type { Kysely } from 'kysely';
import type { FilePurpose } from '@portal/contracts/files';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/sql.js';
import type { FileOwnerType, FileRow } from '../../db/tables/files.js';

export interface FileOwner {
  type: FileOwnerType;
  id: number;
}

export interface NewFile {
  publicId: string;
  owner: FileOwner;
  purpose: FilePurpose;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
  sha256: string;
  createdAt: string;
}

export class FileRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(file: NewFile, tx: Executor): Promise<FileRow> {
    return tx
      .insertInto('file_object')
      .values({
        public_id: file.publicId,
        owner_type: file.owner.type,
        owner_id: file.owner.id,
        purpose: file.purpose,
        name: file.name,
        content_type: file.contentType,
        size: file.size,
        storage_key: file.storageKey,
        sha256: file.sha256,
        created_at: file.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  // A live (not deleted) file; with an owner, only when that owner holds it.
  async findLive(publicId: string, owner?: FileOwner): Promise<FileRow | undefined> {
    let query = this.db.selectFrom('file_object').selectAll().where('public_id', '=', publicId).where('deleted_at', 'is', null);
    if (owner) query = query.where('owner_type', '=', owner.type).where('owner_id', '=', owner.id);
    return query.executeTakeFirst();
  }

  // The same for several; without an owner, whoever holds them.
  async findLiveMany(publicIds: readonly string[], owner?: FileOwner): Promise<FileRow[]> {
    if (publicIds.length === 0) return [];
    let query = this.db.selectFrom('file_object').selectAll().where('public_id', 'in', publicIds).where('deleted_at', 'is', null);
    if (owner) query = query.where('owner_type', '=', owner.type).where('owner_id', '=', owner.id);
    return query.execute();
  }

  // Uploads since a time, deleted ones included: deleting does not buy more uploads.
  async countSince(owner: FileOwner, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('file_object')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_type', '=', owner.type)
      .where('owner_id', '=', owner.id)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  // Only an unused file can be deleted; false when it was used or gone meanwhile.
  async markDeleted(id: number, at: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('file_object')
      .set({ deleted_at: at })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async markUsed(ids: readonly number[], at: string, tx: Executor): Promise<void> {
    if (ids.length === 0) return;
    await tx.updateTable('file_object').set({ used_at: at }).where('id', 'in', ids).where('used_at', 'is', null).execute();
  }

  // A record let go of these files.
  async markUnused(ids: readonly number[], tx: Executor): Promise<void> {
    if (ids.length === 0) return;
    await tx.updateTable('file_object').set({ used_at: null }).where('id', 'in', ids).execute();
  }

  findById(id: number) {
    return this.db.selectFrom('file_object').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  }

  async deleteRow(id: number, tx: Executor): Promise<void> {
    await tx.deleteFrom('file_object').where('id', '=', id).execute();
  }
}
