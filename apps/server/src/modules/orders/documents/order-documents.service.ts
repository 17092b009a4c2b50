import { dictLabel, type Locale } from '@portal/contracts/locale';
import type { OrderDetail } from '@portal/contracts/order';
import { orderAllows } from '@portal/contracts/order-flow';
import type { Config } from '../../../config.js';
import { AppError } from '../../../lib/app-error.js';
import type { EcwService } from '../../ecw/ecw.service.js';
import type { SystemService } from '../../system/system.service.js';
import { actionNotAllowed } from '../order-views.js';
import { placeName } from './format.js';
import type { OrderDocument } from './order-documents.js';

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

    const [transports, units] = await Promise.all([this.deps.system.listDictData('transport_type'), this.deps.ecw.units()]);
    const base = this.config.publicBaseUrl ?? origin;
    // Loaded with the first document: pdfkit is 5 MB of heap.
    const { renderOrderDocument } = await import('./order-documents.js');
    const pdf = await renderOrderDocument(order, kind, {
      locale,
      trackingUrl: `${base}/jd-transport?no=${encodeURIComponent(order.orderNo)}`,
      contact: { phone: this.config.serviceContact.phone, email: this.config.serviceContact.email },
      transportName: (code) => {
        const entry = transports.find((e) => e.value === code);
        return entry ? dictLabel(entry, locale) : code;
      },
      unitName: (code) => placeName(units.find((u) => u.code === code) ?? null, locale) || code,
      printedAt: new Date(),
      timeZone: timeZone ?? this.config.companyTimeZone,
    });
    return { pdf, filename: `${order.orderNo}-${kind}.pdf` };
  }
}
