import { format } from '@portal/contracts/locale';
import type { OrderDetail } from '@portal/contracts/order';
import { drawCode128, drawQrCode } from '../../../lib/pdf/codes.js';
import type { Field, Sheet } from '../../../lib/pdf/sheet.js';
import { count, joined, kg, m3, phone, placeName, time } from './format.js';
import { addressField, codesRow, goodsTable, header, parties, routeFields, t, type DocumentContext } from './parts.js';

// The warehouse receipt: what the warehouse received (or, before it has, what was declared),
// as an A4 page and as a 100 × 150 mm label for the cartons.

function receiptFields(order: OrderDetail, ctx: DocumentContext): Field[] {
  const { locale } = ctx;
  const { receipt } = order;
  if (!receipt) {
    return [
      { label: t(ctx, 'receipt'), value: t(ctx, 'notReceived'), span: 4 },
      { label: t(ctx, 'cartons'), value: count(order.totalNum, locale) },
      { label: t(ctx, 'volume'), value: m3(order.totalVolume, locale) },
      { label: t(ctx, 'weight'), value: kg(order.totalWeight, locale) },
      { label: t(ctx, 'warehouse'), value: placeName(order.startWarehouse, locale) },
    ];
  }
  return [
    { label: t(ctx, 'cartons'), value: count(receipt.cartons, locale) },
    { label: t(ctx, 'volume'), value: m3(receipt.volume, locale) },
    { label: t(ctx, 'weight'), value: kg(receipt.weight, locale) },
    { label: t(ctx, 'size'), value: receipt.size },
    { label: t(ctx, 'warehouse'), value: placeName(receipt.warehouse ?? order.startWarehouse, locale) },
    { label: t(ctx, 'inTime'), value: time(receipt.inTime, ctx.timeZone) },
    { label: t(ctx, 'updateTime'), value: time(receipt.updateTime, ctx.timeZone), span: 2 },
  ];
}

export function drawWarehouseReceipt(sheet: Sheet, order: OrderDetail, ctx: DocumentContext): void {
  header(sheet, t(ctx, 'warehouseReceipt'), ctx);
  codesRow(sheet, order, ctx);

  sheet.section(t(ctx, 'receipt'));
  sheet.fields(receiptFields(order, ctx), 4);
  sheet.gap(8);

  sheet.section(`${t(ctx, 'consignor')} / ${t(ctx, 'consignee')}`);
  parties(sheet, order, ctx);
  sheet.gap(8);

  sheet.section(t(ctx, 'route'));
  sheet.fields([...routeFields(order, ctx), { label: t(ctx, 'createTime'), value: time(order.submitTime ?? order.createTime, ctx.timeZone) }, addressField(order, ctx, 3)], 3);
  sheet.gap(8);

  sheet.section(t(ctx, 'goods'));
  goodsTable(sheet, order, ctx, false);
  sheet.gap(24);
  sheet.signatures([t(ctx, 'consignor'), t(ctx, 'warehouseSignature')], t(ctx, 'date'));
}

// What a label draws: the order as staff or the member read it.
export type LabelOrder = Omit<OrderDetail, 'viewerRole' | 'actions'>;

// The carton label (100 × 150 mm): read at arm's length in a warehouse, so few things, large.
// With `carton`, the label of one carton ("Carton n of N") instead of the order's figures.
export function drawReceiptLabel(sheet: Sheet, order: LabelOrder, ctx: DocumentContext, carton?: { n: number; of: number }): void {
  const { locale } = ctx;
  const { text, left, width } = sheet;
  const receipt = order.receipt;
  const gray = '#666666';

  text.draw(t(ctx, 'company'), left, sheet.y, { size: 8, weight: 700, width: width * 0.6, maxLines: 1 });
  text.draw(order.transportType ? ctx.transportName(order.transportType) : '', left, sheet.y, { size: 8, weight: 700, width, align: 'right', maxLines: 1 });
  sheet.y += 14;
  sheet.rule(sheet.y, '#000000');
  sheet.gap(6);

  drawCode128(sheet.doc, order.orderNo, left, sheet.y, width, 70);
  sheet.y += 72;
  sheet.y += text.draw(order.orderNo, left, sheet.y, { size: 16, weight: 700, width, align: 'center' });
  sheet.gap(4);
  sheet.rule();
  sheet.gap(4);

  text.draw(t(ctx, 'marks'), left, sheet.y, { size: 7, color: gray });
  sheet.y += 9;
  sheet.y += text.draw(order.marks ?? '—', left, sheet.y, { size: 34, weight: 700, width, align: 'center', maxLines: 1 });
  sheet.rule();
  sheet.gap(4);

  text.draw(t(ctx, 'destination'), left, sheet.y, { size: 7, color: gray });
  sheet.y += 9;
  const destination = joined([placeName(order.destCountry, locale), placeName(order.destCity, locale)], ' · ');
  sheet.y += text.draw(destination || '—', left, sheet.y, { size: 18, weight: 700, width, maxLines: 2 });
  sheet.y += text.draw(placeName(order.destWarehouse, locale), left, sheet.y, { size: 10, width, maxLines: 1 });
  sheet.gap(2);
  sheet.rule();
  sheet.gap(4);

  if (carton) {
    const phrase = format(t(ctx, 'cartonOf'), { n: String(carton.n), of: String(carton.of) });
    sheet.y += text.draw(phrase, left, sheet.y + 4, { size: 22, weight: 700, width, align: 'center', maxLines: 1 }) + 8;
  } else drawFigures(sheet, order, ctx);
  sheet.rule();
  sheet.gap(4);

  const qrSize = 96;
  const infoWidth = width - qrSize - 8;
  const top = sheet.y;
  text.draw(t(ctx, 'consignee'), left, sheet.y, { size: 7, color: gray });
  sheet.y += 9;
  sheet.y += text.draw(joined([order.consignee.name, phone(order.consignee)], '  '), left, sheet.y, { size: 10, weight: 700, width: infoWidth, maxLines: 3 });
  sheet.gap(2);
  text.draw(t(ctx, 'inTime'), left, sheet.y, { size: 7, color: gray });
  sheet.y += 9;
  sheet.y += text.draw(receipt ? time(receipt.inTime, ctx.timeZone) : t(ctx, 'notReceived'), left, sheet.y, { size: 9, width: infoWidth, maxLines: 2 });
  drawQrCode(sheet.doc, ctx.trackingUrl, left + width - qrSize, top, qrSize);
  text.draw(t(ctx, 'scanToTrack'), left + width - qrSize - 10, top + qrSize, { size: 6, color: gray, width: qrSize + 20, align: 'center' });
}

// Cartons, weight and volume of the order: as received, or as declared before that.
function drawFigures(sheet: Sheet, order: LabelOrder, ctx: DocumentContext): void {
  const { locale } = ctx;
  const { text, left, width } = sheet;
  const { receipt } = order;
  const figures = [
    [t(ctx, 'cartons'), count(receipt?.cartons ?? order.totalNum, locale)],
    [t(ctx, 'weight'), kg(receipt?.weight ?? order.totalWeight, locale)],
    [t(ctx, 'volume'), m3(receipt?.volume ?? order.totalVolume, locale)],
  ] as const;
  const third = width / 3;
  figures.forEach(([label, value], i) => {
    text.draw(label, left + i * third, sheet.y, { size: 7, color: '#666666', width: third, maxLines: 1 });
    text.draw(value, left + i * third, sheet.y + 9, { size: 18, weight: 700, width: third, maxLines: 1 });
  });
  sheet.y += 34;
}
