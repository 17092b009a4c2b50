import type { OrderDetail } from '@portal/contracts/order';
import type { Sheet } from '../../../lib/pdf/sheet.js';
import { joined, money, time } from './format.js';
import { CUSTOMS_TYPE_TEXT, DRAWEE_TEXT, ISSUING_METHOD_TEXT, PACKAGE_TYPE_TEXT } from './labels.js';
import { addressField, codesRow, goodsTable, header, parties, routeFields, t, type DocumentContext } from './parts.js';

// The bill of lading (A4): the shipper's document of the whole order.
export function drawLadingBill(sheet: Sheet, order: OrderDetail, ctx: DocumentContext): void {
  const { locale } = ctx;
  header(sheet, t(ctx, 'ladingBill'), ctx);
  codesRow(sheet, order, ctx);

  sheet.section(`${t(ctx, 'consignor')} / ${t(ctx, 'consignee')}`);
  parties(sheet, order, ctx);
  sheet.gap(8);

  sheet.section(t(ctx, 'route'));
  sheet.fields(
    [
      ...routeFields(order, ctx),
      { label: t(ctx, 'createTime'), value: time(order.submitTime ?? order.createTime, ctx.timeZone) },
      addressField(order, ctx, 3),
      { label: t(ctx, 'deliveryDate'), value: time(order.deliveryDate, ctx.timeZone) },
      { label: t(ctx, 'issuingMethod'), value: order.issuingMethod ? ISSUING_METHOD_TEXT[order.issuingMethod][locale] : '', span: 2 },
    ],
    3,
  );
  sheet.gap(8);

  sheet.section(t(ctx, 'goods'));
  goodsTable(sheet, order, ctx, true);
  sheet.gap(8);

  sheet.section(t(ctx, 'terms'));
  const insured = order.isInsured ? joined([t(ctx, 'yes'), money(order.insuranceFee, order.currency, locale)], ' · ') : t(ctx, 'no');
  sheet.fields(
    [
      { label: t(ctx, 'customsType'), value: order.customsType ? CUSTOMS_TYPE_TEXT[order.customsType][locale] : '' },
      { label: t(ctx, 'drawee'), value: order.drawee ? DRAWEE_TEXT[order.drawee][locale] : '' },
      { label: t(ctx, 'insurance'), value: insured },
      { label: t(ctx, 'collectionProxy'), value: order.isCollection ? money(order.collectionProxy, order.currency, locale) : t(ctx, 'no') },
      { label: t(ctx, 'packageType'), value: joined([order.packageType && PACKAGE_TYPE_TEXT[order.packageType][locale], order.packageRemarks], ' · ') },
      { label: t(ctx, 'remark'), value: order.remark ?? '', span: 3 },
    ],
    3,
  );
  sheet.gap(24);
  sheet.signatures([t(ctx, 'shipperSignature'), t(ctx, 'carrierSignature')], t(ctx, 'date'));
}
