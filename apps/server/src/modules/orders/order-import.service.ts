import { setImmediate } from 'node:timers/promises';
import { format, type Locale } from '@portal/contracts/locale';
import type { OrderImportMode, OrderImportProgress, OrderImportResult, OrderImportStage } from '@portal/contracts/order-import';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { TaskProgress } from '../../lib/task-progress.js';
import type { EcwRepository } from '../ecw/ecw.repository.js';
import { loadOrderCatalog, type OrderCatalog } from './order-catalog.js';
import type { OrderChecks } from './order-checks.js';
import type { CheckedOrder, CheckedOrders, OrderFileInput } from './order-import-rows.js';
import type { CheckedDraft, OrderService } from './order.service.js';
import { orderFieldError, sortErrors } from './order-import-errors.js';

// Reads and checks an uploaded file: on an import worker in the app (lib/import-workers.ts).
export type OrderFileChecker = (input: OrderFileInput) => Promise<CheckedOrders>;

type ImportProgressReport = ReturnType<TaskProgress<OrderImportStage>['reporter']>;

// Imports orders from the template (docs/orders.md, "Spreadsheets"). Every order is checked
// with the create route's rules: the contracts' schema on the worker, then the route and
// reference checks here. With mode 'all' a file with any bad order imports nothing
// (IMPORT_ROWS_INVALID lists the bad cells); with 'valid-only' the good orders go in and the bad
// ones are reported. Orders go in as drafts, all in one transaction.
export class OrderImportService {
  private readonly progress = new TaskProgress<OrderImportStage>();

  constructor(
    private readonly ecw: EcwRepository,
    private readonly deps: { checks: OrderChecks; orders: OrderService; checkFile: OrderFileChecker },
  ) {}

  catalog(): Promise<OrderCatalog> {
    return loadOrderCatalog(this.ecw);
  }

  // `progressId`: the client's name for this upload, to ask how far it has got (progressOf).
  async import(memberId: number, file: Buffer, mode: OrderImportMode, locale: Locale, progressId?: string): Promise<OrderImportResult> {
    await this.deps.orders.requireShippingArea(memberId);
    const report = this.progress.reporter(memberId, progressId);
    try {
      report({ stage: 'reading', done: 0, total: 0 });
      const checked = await this.deps.checkFile({ file, locale, catalog: await this.catalog() });
      const { good, errors, badLines } = await this.checkReferences(checked, locale, report);
      if (badLines.size > 0 && mode === 'all') {
        throw new AppError('IMPORT_ROWS_INVALID', { count: badLines.size }, { total: checked.total, valid: good.length, errors });
      }
      report({ stage: 'saving', done: 0, total: good.length });
      // Between statements the event loop answers other requests (on SQLite the writes hold it):
      // among them, the member's question how far the import has got.
      const saved = await this.deps.orders.draftMany(memberId, good, async (count) => {
        report({ stage: 'saving', done: count, total: good.length });
        await setImmediate();
      });
      return { total: checked.total, imported: saved.length, drafts: saved.map((draft, i) => ({ ...draft, line: good[i]!.line })), errors };
    } finally {
      report({ stage: 'finished', done: 0, total: 0 });
    }
  }

  // How far the member's upload `id` has got; `waiting` while this server has not seen it.
  progressOf(memberId: number, id: string): OrderImportProgress {
    return this.progress.get(memberId, id) ?? { stage: 'waiting', done: 0, total: 0 };
  }

  // The create route's checks that need the database (phones under their area codes, units,
  // product attributes, the route) of every order the schema passed, reading the reference rows
  // once; an order they refuse joins the bad ones, its cells named like the schema's.
  private async checkReferences(checked: CheckedOrders, locale: Locale, report: ImportProgressReport) {
    report({ stage: 'checking', done: 0, total: checked.good.length });
    const results = await this.deps.checks.checkMany(checked.good.map((order) => order.body), locale);
    const errors = [...checked.errors];
    const badLines = new Set(checked.badLines);
    const good: (CheckedOrder & CheckedDraft)[] = [];
    const columnOf = { orders: new Map<string, number>(checked.columns.orders), goods: new Map<string, number>(checked.columns.goods) };
    checked.good.forEach((order, i) => {
      const result = results[i]!;
      if (result instanceof AppError) {
        badLines.add(order.line);
        for (const { field, message } of problemsOf(result, locale)) errors.push(orderFieldError(order, field, message, columnOf, locale));
      } else good.push({ ...order, ...result });
    });
    return { good, errors: sortErrors(errors), badLines };
  }
}

// The bad fields of a refusal of the create route's checks, with their texts: a 400 naming
// fields, or ORDER_ROUTE_UNAVAILABLE naming the route's.
function problemsOf(error: AppError, locale: Locale): { field: string; message: string }[] {
  if (error instanceof FieldsError) return error.problems.map((p) => ({ field: p.field, message: format(VALIDATION_MESSAGES[p.rule][locale], p.params) }));
  const fields = (error.data as { fields?: { field: string; message: string }[] } | null)?.fields;
  if (!fields) throw error;
  return fields.map(({ field, message }) => ({ field, message }));
}
