import type { Locale } from '@portal/contracts/locale';
import type { OrderSubmitValue } from '@portal/contracts/order';
import type { OrderImportMode, OrderImportProgress, OrderImportResult, OrderImportStage } from '@portal/contracts/order-import';
import { AppError } from '../../lib/app-error.js';
import { TaskProgress } from '../../lib/task-progress.js';
import type { EcwRepository } from '../ecw/ecw.repository.js';
import { loadOrderCatalog, type OrderCatalog } from './order-catalog.js';
import type { CheckedOrders, OrderFileInput } from './order-import-rows.js';
import { orderFieldError, sortErrors } from './order-import-errors.js';

// Reads and checks an uploaded file: on an import worker in the app (lib/import-workers.ts).
export type OrderFileChecker = (input: OrderFileInput) => Promise<CheckedOrders>;

type ImportProgressReport = ReturnType<TaskProgress<OrderImportStage>['reporter']>;

// What the import needs of the order module: the create route's checks that need the database,
// and the draft path, in bulk.
export interface OrderDrafts {
  // The bad fields of one complete order (phones under their area codes, units, product
  // attributes, the route), each with its text in the caller's language; none when it is good.
  problems(body: OrderSubmitValue, locale: Locale): Promise<{ field: string; message: string }[]>;
  // Saves the orders as the member's drafts, in one transaction; `saved` tells how many so far.
  saveDrafts(memberId: number, bodies: OrderSubmitValue[], saved: (count: number) => void): Promise<{ id: number; orderNo: string }[]>;
}

// Imports orders from the template (docs/orders.md, "Spreadsheets"). Every order is checked
// with the create route's rules: the contracts' schema on the worker, then the route and
// reference checks here. With mode 'all' a file with any bad order imports nothing
// (IMPORT_ROWS_INVALID lists the bad cells); with 'valid-only' the good orders go in and the bad
// ones are reported. Orders go in as drafts, all in one transaction.
export class OrderImportService {
  private readonly progress = new TaskProgress<OrderImportStage>();

  constructor(
    private readonly ecw: EcwRepository,
    private readonly drafts: OrderDrafts,
    private readonly checkFile: OrderFileChecker,
  ) {}

  catalog(): Promise<OrderCatalog> {
    return loadOrderCatalog(this.ecw);
  }

  // `progressId`: the client's name for this upload, to ask how far it has got (progressOf).
  async import(memberId: number, file: Buffer, mode: OrderImportMode, locale: Locale, progressId?: string): Promise<OrderImportResult> {
    const report = this.progress.reporter(memberId, progressId);
    try {
      report({ stage: 'reading', done: 0, total: 0 });
      const checked = await this.checkFile({ file, locale, catalog: await this.catalog() });
      const { good, errors, badLines } = await this.checkReferences(checked, locale, report);
      if (badLines.size > 0 && mode === 'all') {
        throw new AppError('IMPORT_ROWS_INVALID', { count: badLines.size }, { total: checked.total, valid: good.length, errors });
      }
      report({ stage: 'saving', done: 0, total: good.length });
      const saved = await this.drafts.saveDrafts(
        memberId,
        good.map((order) => order.body),
        (count) => report({ stage: 'saving', done: count, total: good.length }),
      );
      return { total: checked.total, imported: saved.length, drafts: saved.map((draft, i) => ({ ...draft, line: good[i]!.line })), errors };
    } finally {
      report({ stage: 'finished', done: 0, total: 0 });
    }
  }

  // How far the member's upload `id` has got; `waiting` while this server has not seen it.
  progressOf(memberId: number, id: string): OrderImportProgress {
    return this.progress.get(memberId, id) ?? { stage: 'waiting', done: 0, total: 0 };
  }

  // The create route's database checks of each order the schema passed; an order they refuse
  // joins the bad ones, its cells named like the schema's.
  private async checkReferences(checked: CheckedOrders, locale: Locale, report: ImportProgressReport) {
    const errors = [...checked.errors];
    const badLines = new Set(checked.badLines);
    const good: CheckedOrders['good'] = [];
    const columnOf = { orders: new Map<string, number>(checked.columns.orders), goods: new Map<string, number>(checked.columns.goods) };
    for (const [done, order] of checked.good.entries()) {
      if (done % 100 === 0) report({ stage: 'checking', done, total: checked.good.length });
      const problems = await this.drafts.problems(order.body, locale);
      if (problems.length === 0) good.push(order);
      else badLines.add(order.line);
      for (const { field, message } of problems) errors.push(orderFieldError(order, field, message, columnOf, locale));
    }
    return { good, errors: sortErrors(errors), badLines };
  }
}
