import type { OrderListItem, orderExportQuery } from '@portal/contracts/order';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Locale } from '@portal/contracts/locale';
import type { SystemService } from '../system/system.service.js';
import type { ExportLabels } from './order-export-columns.js';
import type { OrderQueryService } from './order-query.service.js';
import { dictionaryLabels } from './order-views.js';

// The orders an export holds: the member's list with its filters (or the selected ones of it),
// read page by page on the list's own keyset query, so a long list is never held whole.
const EXPORT_PAGE_SIZE = 500;

export type OrderExportQuery = z.infer<typeof orderExportQuery>;

// Refuses an empty export before anything is sent (ORDER_EXPORT_EMPTY: 'No data available for
// export'); then the pages, the first one already read.
export async function exportPages(queries: OrderQueryService, memberId: number, query: OrderExportQuery): Promise<AsyncIterable<OrderListItem[]>> {
  const first = await queries.page(memberId, { ...query, pageSize: EXPORT_PAGE_SIZE });
  if (first.list.length === 0) throw new AppError('ORDER_EXPORT_EMPTY');
  return (async function* () {
    yield first.list;
    for (let cursor = first.nextCursor; cursor !== null; ) {
      const page = await queries.page(memberId, { ...query, pageSize: EXPORT_PAGE_SIZE, cursor });
      yield page.list;
      cursor = page.nextCursor;
    }
  })();
}

export async function exportLabels(system: SystemService, locale: Locale): Promise<ExportLabels> {
  const [status, cargoControl, orderType, transportType] = await Promise.all(
    ['order_status', 'cargo_control_status', 'order_type', 'transport_type'].map((type) => dictionaryLabels(system, type, locale)),
  );
  return { status: status!, cargoControl: cargoControl!, orderType: orderType!, transportType: transportType! };
}
