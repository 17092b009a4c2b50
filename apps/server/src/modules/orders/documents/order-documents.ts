import PDFDocument from 'pdfkit';
import type { OrderDetail } from '@portal/contracts/order';
import { Sheet } from '../../../lib/pdf/sheet.js';
import { drawLadingBill } from './lading-bill.js';
import { footers, t, type DocumentContext } from './parts.js';
import { drawReceiptLabel, drawWarehouseReceipt, type LabelOrder } from './warehouse-receipt.js';

export type { DocumentContext } from './parts.js';

// An order's documents as PDF, from the order as the `get` route answers it (OrderDetail), so
// what a member prints is what they see. Pure: the caller gives the order and the context
// (language, tracking link, dictionary names).

export const ORDER_DOCUMENTS = ['lading-bill', 'warehouse-receipt', 'receipt-label'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];

const MM = 72 / 25.4;
const PAGE = {
  'lading-bill': { size: 'A4', margin: 36, footer: 16 },
  'warehouse-receipt': { size: 'A4', margin: 36, footer: 16 },
  'receipt-label': { size: [100 * MM, 150 * MM], margin: 10, footer: 0 },
} as const;

const LANG = { zh_CN: 'zh-CN', en_US: 'en-US', fr_FR: 'fr-FR' } as const;

export function renderOrderDocument(order: OrderDetail, kind: OrderDocument, ctx: DocumentContext): Promise<Buffer> {
  const page = PAGE[kind];
  const title = `${t(ctx, kind === 'lading-bill' ? 'ladingBill' : 'warehouseReceipt')} ${order.orderNo}`;
  const { doc, done } = pdfDocument(page.size, page.margin, title, ctx);
  const sheet = new Sheet(doc, page.margin, page.footer);
  if (kind === 'lading-bill') drawLadingBill(sheet, order, ctx);
  else if (kind === 'warehouse-receipt') drawWarehouseReceipt(sheet, order, ctx);
  else drawReceiptLabel(sheet, order, ctx);
  if (page.footer) footers(sheet, order, ctx);
  doc.end();
  return done;
}

// One 100 × 150 mm label per carton, "Carton n of N" on each (docs/warehouse.md, "Labels").
export function renderCartonLabels(order: LabelOrder, cartons: readonly number[], of: number, ctx: DocumentContext): Promise<Buffer> {
  const page = PAGE['receipt-label'];
  const { doc, done } = pdfDocument(page.size, page.margin, `${t(ctx, 'cartonLabels')} ${order.orderNo}`, ctx);
  cartons.forEach((n, i) => {
    if (i > 0) doc.addPage();
    drawReceiptLabel(new Sheet(doc, page.margin, page.footer), order, ctx, { n, of });
  });
  doc.end();
  return done;
}

function pdfDocument(size: string | readonly number[], margin: number, title: string, ctx: DocumentContext) {
  const doc = new PDFDocument({
    size: size as string | [number, number],
    margin,
    bufferPages: true,
    lang: LANG[ctx.locale],
    displayTitle: true,
    info: { Title: title, Author: t(ctx, 'company'), CreationDate: ctx.printedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
