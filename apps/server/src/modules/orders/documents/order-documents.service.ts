import { dictLabel, type Locale } from '@portal/contracts/locale';
import type { OrderDetail } from '@portal/contracts/order';
import { orderAllows } from '@portal/contracts/order-flow';
import type { Config } from '../../../config.js';
import { AppError } from '../../../lib/app-error.js';
import type { EcwService } from '../../ecw/ecw.service.js';
import type { SystemService } from '../../system/system.service.js';
import { actionNotAllowed } from '../order-views.js';
import { placeName } from './format.js';
import type { DocumentContext, OrderDocument } from './order-documents.js';
import type { LabelOrder } from './warehouse-receipt.js';

// One order as the member reads it (scoped: another member's id is ORDER_NOT_FOUND).
export interface OrderReader {
  get(memberId: number, id: number, locale: Locale): Promise<OrderDetail>;
}

export interface PrintedDocument {
  pdf: Buffer;
  filename: string;
}

// The member's order documents as PDF (docs/orders.md, "Documents").
export class OrderDocumentsService {
  constructor(
    private readonly deps: { orders: OrderReader; system: SystemService; ecw: EcwService },
    private readonly config: Pick<Config, 'publicBaseUrl' | 'serviceContact' | 'companyTimeZone'>,
  ) {}

  // `origin`: where the request came to, for the tracking link when no public address is set;
  // `timeZone`: the reader's (checked by the route), else the company's.
  async render(memberId: number, id: number, kind: OrderDocument, locale: Locale, origin: string, timeZone?: string): Promise<PrintedDocument> {
    const order = await this.deps.orders.get(memberId, id, locale);
    if (kind === 'lading-bill' && order.viewerRole !== 'shipper') throw new AppError('ORDER_LADING_BILL_SHIPPER_ONLY');
    if (!orderAllows('print', order.status)) throw await actionNotAllowed(this.deps.system, order.status, locale);

    // Loaded with the first document: pdfkit is 5 MB of heap.
    const { renderOrderDocument } = await import('./order-documents.js');
    const pdf = await renderOrderDocument(order, kind, await this.context(order.orderNo, locale, origin, timeZone));
    return { pdf, filename: `${order.orderNo}-${kind}.pdf` };
  }

  // Staff: one label per carton of one lot (`lotNo`) or of the whole order (docs/warehouse.md,
  // "Labels"). Cartons are numbered through the order's lots; N is the cartons the order brings
  // (the receipt's once complete, else the declared ones or what came in when that is more).
  async cartonLabels(order: LabelOrder, lotNo: number | undefined, locale: Locale, origin: string, timeZone?: string): Promise<PrintedDocument> {
    const lots = order.receipt?.lots ?? [];
    const of = order.receipt?.expectedCartons ?? order.totalNum;
    let cartons = Array.from({ length: of }, (_, i) => i + 1);
    if (lotNo !== undefined) {
      const index = lots.findIndex((l) => l.lotNo === lotNo);
      if (index < 0) throw new AppError('ORDER_RECEIPT_LOT_NOT_FOUND');
      const before = lots.slice(0, index).reduce((sum, l) => sum + l.cartons, 0);
      cartons = Array.from({ length: lots[index]!.cartons }, (_, i) => before + i + 1);
    }
    const { renderCartonLabels } = await import('./order-documents.js');
    const pdf = await renderCartonLabels(order, cartons, of, await this.context(order.orderNo, locale, origin, timeZone));
    return { pdf, filename: `${order.orderNo}-labels${lotNo === undefined ? '' : `-lot${lotNo}`}.pdf` };
  }

  private async context(orderNo: string, locale: Locale, origin: string, timeZone: string | undefined): Promise<DocumentContext> {
    const [transports, units] = await Promise.all([this.deps.system.listDictData('transport_type'), this.deps.ecw.units()]);
    const base = this.config.publicBaseUrl ?? origin;
    return {
      locale,
      trackingUrl: trackingUrl(base, orderNo),
      contact: { phone: this.config.serviceContact.phone, email: this.config.serviceContact.email },
      transportName: (code) => {
        const entry = transports.find((e) => e.value === code);
        return entry ? dictLabel(entry, locale) : code;
      },
      unitName: (code) => placeName(units.find((u) => u.code === code) ?? null, locale) || code,
      printedAt: new Date(),
      timeZone: timeZone ?? this.config.companyTimeZone,
    };
  }
}

// The public tracking page of an order: what the QR code of every label and document opens
// (and what the scan lookup reads back).
export function trackingUrl(base: string, orderNo: string): string {
  return `${base}/jd-transport?no=${encodeURIComponent(orderNo)}`;
}
