import type { Kysely } from 'kysely';
import { FILE_RULES } from '@portal/contracts/files';
import type { Locale } from '@portal/contracts/locale';
import type { PackingListFile } from '@portal/contracts/order';
import { ACTION_STATUSES } from '@portal/contracts/order-flow';
import { inTransaction } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { FileService } from '../files/file.service.js';
import type { OrderRepository } from './order.repository.js';
import type { OrderService } from './order.service.js';
import { toPackingListFile } from './order-views.js';

const MAX_FILES = FILE_RULES['packing-list'].maxFiles;

// The packing list of an order (docs/orders.md, "Packing list"): files the member uploaded with
// purpose packing-list (modules/files), at most MAX_FILES, added and removed while the order
// can be edited. Only the shipper sees them.
export class OrderFilesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: OrderRepository,
    private readonly orders: OrderService,
    private readonly files: FileService,
  ) {}

  // The order was not touched: it is not the member's, or its status does not allow files.
  private async refused(memberId: number, orderId: number, locale: Locale): Promise<never> {
    await this.orders.ownOrder(memberId, orderId, 'files', locale);
    throw new AppError('ORDER_NOT_FOUND');
  }

  async list(memberId: number, orderId: number, locale: Locale): Promise<PackingListFile[]> {
    await this.orders.ownOrder(memberId, orderId, 'copy', locale);
    return (await this.repo.files(orderId)).map(toPackingListFile);
  }

  async add(memberId: number, orderId: number, url: string, locale: Locale): Promise<PackingListFile[]> {
    const file = await this.files.requireOwned(memberId, url, { field: 'url', purposes: ['packing-list'] });
    const stamp = new Date().toISOString();
    const touched = await inTransaction(this.db, async (tx) => {
      // Touching the order first checks its status and holds its row, so two uploads at once
      // cannot both take the last place.
      if (!(await this.repo.update(memberId, orderId, ACTION_STATUSES.files, { updated_at: stamp }, tx))) return false;
      if ((await this.repo.files(orderId, tx)).some((f) => f.public_id === file.public_id)) return true;
      if ((await this.repo.fileCount(orderId, tx)) >= MAX_FILES) throw new AppError('ORDER_FILES_LIMIT');
      await this.repo.insertFile(orderId, file.id, stamp, tx);
      await this.files.markUsed([file], tx);
      return true;
    });
    if (!touched) await this.refused(memberId, orderId, locale);
    return (await this.repo.files(orderId)).map(toPackingListFile);
  }

  // Takes the file off the list and deletes it.
  async remove(memberId: number, orderId: number, linkId: number, locale: Locale): Promise<PackingListFile[]> {
    const stamp = new Date().toISOString();
    const fileId = await inTransaction(this.db, async (tx) => {
      if (!(await this.repo.update(memberId, orderId, ACTION_STATUSES.files, { updated_at: stamp }, tx))) return null;
      const removed = await this.repo.deleteFile(orderId, linkId, tx);
      if (removed === undefined) throw new AppError('FILE_NOT_FOUND');
      await this.files.release([removed], tx);
      return removed;
    });
    if (fileId === null) return this.refused(memberId, orderId, locale);
    await this.files.deleteReleased(fileId);
    return (await this.repo.files(orderId)).map(toPackingListFile);
  }
}
