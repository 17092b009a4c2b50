import type { Locale } from '@portal/contracts/locale';
import { format } from '@portal/contracts/locale';
import type { OrderDetail, OrderParty } from '@portal/contracts/order';
import { goodsTableTotals } from '@portal/contracts/order-totals';
import { drawCode128, drawQrCode } from '../../../lib/pdf/codes.js';
import type { Field, Sheet } from '../../../lib/pdf/sheet.js';
import { count, joined, kg, m3, money, phone, placeName, time } from './format.js';
import { ORDER_TYPE_TEXT, docText, type DocText } from './labels.js';

// The pieces the A4 documents share: the company header, the order number's barcode with
// the tracking QR code, parties, route, goods and the page footer.

export interface DocumentContext {
  locale: Locale;
  // The public tracking page of this order (the QR code opens it).
  trackingUrl: string;
  contact: { phone: string | null; email: string | null };
  // Names from the dictionaries (transport_type, units), in `locale`.
  transportName: (code: string) => string;
  unitName: (code: string) => string;
  printedAt: Date;
  // The reader's IANA time zone: every time printed is in it.
  timeZone: string;
}

export const t = (ctx: DocumentContext, key: DocText) => docText(key, ctx.locale);

export function header(sheet: Sheet, title: string, ctx: DocumentContext): void {
  const top = sheet.y;
  const contact = joined([ctx.contact.phone && `${t(ctx, 'servicePhone')} ${ctx.contact.phone}`, ctx.contact.email], '   ');
  sheet.write(t(ctx, 'company'), { size: 14, weight: 700 });
  if (contact) sheet.text.draw(contact, sheet.left, top + 20, { size: 8, color: '#666666', width: sheet.width / 2 });
  sheet.text.draw(title, sheet.left, top, { size: 20, weight: 700, width: sheet.width, align: 'right' });
  sheet.y = top + 36;
  sheet.rule(sheet.y, '#000000');
  sheet.gap(8);
}

const QR_SIZE = 76;

// Barcode and number on the left, the shipping mark and key facts between, QR on the right.
export function codesRow(sheet: Sheet, order: OrderDetail, ctx: DocumentContext): void {
  const top = sheet.y;
  const barcodeWidth = 230;
  drawCode128(sheet.doc, order.orderNo, sheet.left, top, barcodeWidth, 44);
  sheet.text.draw(order.orderNo, sheet.left, top + 47, { size: 12, weight: 700, width: barcodeWidth, align: 'center' });

  const qrX = sheet.left + sheet.width - QR_SIZE;
  drawQrCode(sheet.doc, ctx.trackingUrl, qrX, top - 4, QR_SIZE);
  sheet.text.draw(t(ctx, 'scanToTrack'), qrX - 10, top + QR_SIZE - 4, { size: 7, color: '#666666', width: QR_SIZE + 20, align: 'center' });

  const x = sheet.left + barcodeWidth + 16;
  const width = qrX - x - 12;
  let y = top;
  const fact = (label: string, value: string, size: number) => {
    y += sheet.text.draw(label, x, y, { size: 7, color: '#666666', width });
    y += sheet.text.draw(value || '—', x, y, { size, weight: 700, width, maxLines: 1 });
  };
  fact(t(ctx, 'marks'), order.marks ?? '', 13);
  fact(t(ctx, 'transportType'), joined([order.transportType && ctx.transportName(order.transportType), order.orderType && ORDER_TYPE_TEXT[order.orderType][ctx.locale]], ' · '), 9);
  sheet.y = Math.max(top + QR_SIZE + 8, y) + 6;
}

function partyValue(party: OrderParty): string {
  return joined([party.name, party.nameEn, party.company, phone(party), party.email], '\n');
}

export function parties(sheet: Sheet, order: OrderDetail, ctx: DocumentContext): void {
  sheet.fields(
    [
      { label: t(ctx, 'consignor'), value: partyValue(order.consignor) },
      { label: t(ctx, 'consignee'), value: partyValue(order.consignee) },
    ],
    2,
  );
}

export function routeFields(order: OrderDetail, ctx: DocumentContext): Field[] {
  const { locale } = ctx;
  return [
    { label: t(ctx, 'origin'), value: placeName(order.startCity, locale) },
    { label: t(ctx, 'startWarehouse'), value: placeName(order.startWarehouse, locale) },
    { label: t(ctx, 'destination'), value: joined([placeName(order.destCountry, locale), placeName(order.destCity, locale)], ' · ') },
    { label: t(ctx, 'destWarehouse'), value: placeName(order.destWarehouse, locale) },
    { label: t(ctx, 'channel'), value: placeName(order.channel, locale) },
  ];
}

export function addressField(order: OrderDetail, ctx: DocumentContext, span: number): Field {
  return { label: t(ctx, 'deliveryAddress'), value: joined([order.deliveryaddress, order.addressdetail], ' '), span };
}

// Goods lines with their declared and measured totals; `withWorth` adds the declared worth (not on a receipt).
export function goodsTable(sheet: Sheet, order: OrderDetail, ctx: DocumentContext, withWorth: boolean): void {
  const { locale } = ctx;
  const quantity = (line: OrderDetail['goods'][number]) => joined([count(line.quantity, locale), line.unit && ctx.unitName(line.unit)], ' ');
  const columns = [
    { label: t(ctx, 'lineNo'), weight: 4, align: 'center' as const },
    { label: t(ctx, 'proZh'), weight: 13 },
    { label: t(ctx, 'proEn'), weight: 14 },
    { label: t(ctx, 'material'), weight: 8 },
    { label: t(ctx, 'num'), weight: 6, align: 'right' as const },
    { label: t(ctx, 'quantity'), weight: 8, align: 'right' as const },
    { label: t(ctx, 'volume'), weight: 8, align: 'right' as const },
    { label: t(ctx, 'weight'), weight: 8, align: 'right' as const },
    ...(withWorth ? [{ label: t(ctx, 'worth'), weight: 10, align: 'right' as const }] : []),
  ];
  const rows = order.goods.map((line, i) => [
    String(i + 1),
    line.proZh ?? '',
    line.proEn ?? '',
    line.material ?? '',
    count(line.num, locale),
    quantity(line),
    m3(line.volume, locale),
    kg(line.weight, locale),
    ...(withWorth ? [money(line.worth, order.currency, locale)] : []),
  ]);
  // The declared total (the lines' sum) and, once received, what the warehouse measured: two
  // labelled rows, never one mixed total (contracts' goodsTableTotals).
  const { declared, measured } = goodsTableTotals(order);
  const foot = [
    [
      '',
      t(ctx, 'declaredTotal'),
      '',
      '',
      count(declared.num, locale),
      '',
      m3(declared.volume, locale),
      kg(declared.weight, locale),
      ...(withWorth ? [money(declared.worth, order.currency, locale)] : []),
    ],
    ...(measured
      ? [['', t(ctx, 'measuredTotal'), '', '', count(measured.num, locale), '', m3(measured.volume, locale), kg(measured.weight, locale), ...(withWorth ? [''] : [])]]
      : []),
  ];
  sheet.table(columns, rows, foot);
}

// Printed time, order number and page count at the foot of every page.
export function footers(sheet: Sheet, order: OrderDetail, ctx: DocumentContext): void {
  sheet.eachPage((page, pages) => {
    const y = sheet.doc.page.height - sheet.margin - 10;
    const style = { size: 7, color: '#666666', width: sheet.width };
    sheet.text.draw(`${t(ctx, 'printed')}${t(ctx, 'colon')}${time(ctx.printedAt.toISOString(), ctx.timeZone)}`, sheet.left, y, style);
    sheet.text.draw(order.orderNo, sheet.left, y, { ...style, align: 'center' });
    sheet.text.draw(format(t(ctx, 'page'), { page, pages }), sheet.left, y, { ...style, align: 'right' });
  });
}
