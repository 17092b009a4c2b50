import type { Locale } from '@portal/contracts/locale';
import type { OrderDetail, OrderParty } from '@portal/contracts/order';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import type orderTexts from '../../../locales/en_US/orders.json';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { placeName } from '../order-display';
import { formatKg, formatM3 } from '../units';
import { formatMinor } from '../../../lib/money';

// Every field of an order, in the sections the detail page shows, labelled with the shared
// order labels (locales/<lang>/orders.json). Rows that only apply to a choice (the controller
// of a controlled order, the loading address of a pickup) show with that choice.

export type SectionKey = 'basic' | 'route' | 'consignor' | 'consignee' | 'control' | 'services' | 'totals';

export interface DetailRow {
  key: string;
  label: string;
  value: ReactNode;
}

export interface DetailSection {
  key: SectionKey;
  title: string;
  rows: DetailRow[];
}

// What a consignee does not see (docs/orders.md): the server leaves these out of its answer,
// and the page draws no row for them.
export const SHIPPER_ONLY: readonly string[] = [
  'consignor.phone',
  'consignor.email',
  'controller.name',
  'controller.phone',
  'controller.email',
  'isCollection',
  'collectionProxy',
  'isInsured',
  'insuranceFee',
  'remark',
  'totalWorth',
];

export interface DetailFormat {
  t: TFunction;
  locale: Locale;
  transportLabel: (value: string | null) => string;
}

export const EMPTY = '—';

const text = (value: string | null | undefined): string => (value === null || value === undefined || value === '' ? EMPTY : value);

export function phoneText(areaCode: string | null, phone: string | null): string {
  if (!phone) return EMPTY;
  return areaCode ? `+${areaCode} ${phone}` : phone;
}

export function detailSections(order: OrderDetail, { t, locale, transportLabel }: DetailFormat): DetailSection[] {
  const yesNo = (value: boolean | null) => (value === null ? EMPTY : t(value ? 'order-pages.detail.yes' : 'order-pages.detail.no'));
  const row = (key: string, label: string, value: ReactNode): DetailRow => ({ key, label, value });
  const field = (key: FieldKey, value: ReactNode, rowKey: string = key) => row(rowKey, fieldLabel(t, key), value);
  const place = (value: Parameters<typeof placeName>[0]) => text(placeName(value, locale));
  const party = (side: 'consignor' | 'consignee', person: OrderParty): DetailRow[] => [
    field('name', text(person.name), `${side}.name`),
    field('company', text(person.company), `${side}.company`),
    field('nameEn', text(person.nameEn), `${side}.nameEn`),
    field('phone', phoneText(person.areaCode, person.phone), `${side}.phone`),
    field('email', text(person.email), `${side}.email`),
  ];
  const pickup = order.harvestMethod === 'pickup';

  const sections: DetailSection[] = [
    {
      key: 'basic',
      title: t('order-pages.detail.sections.basic'),
      rows: [
        field('orderNo', order.orderNo),
        field('status', <OrderStatusTag status={order.status} label={t(`orders.status.${order.status}`)} />),
        field('cargoControlStatus', t(`orders.cargoControlStatus.${order.cargoControlStatus}`)),
        field('orderType', order.orderType ? t(`orders.orderType.${order.orderType}`) : EMPTY),
        field('transportType', text(transportLabel(order.transportType))),
        field('channel', place(order.channel)),
        field('marks', text(order.marks)),
        field('currency', order.currency),
        field('createTime', formatDateTime(order.createTime)),
        field('submitTime', text(formatDateTime(order.submitTime))),
        field('deliveryDate', text(order.deliveryDate)),
      ],
    },
    {
      key: 'route',
      title: t('order-pages.detail.sections.route'),
      rows: [
        field('startCity', place(order.startCity)),
        field('startWarehouse', place(order.startWarehouse)),
        field('destCountry', place(order.destCountry)),
        field('destCity', place(order.destCity)),
        field('destWarehouse', place(order.destWarehouse)),
        field('deliveryaddress', text(order.deliveryaddress)),
        field('addressdetail', text(order.addressdetail)),
        field('warehouseType', order.warehouseType ? t(`orders.warehouseType.${order.warehouseType}`) : EMPTY),
        field('harvestMethod', order.harvestMethod ? t(`orders.harvestMethod.${order.harvestMethod}`) : EMPTY),
        ...(pickup ? [field('loadingTime', text(formatDateTime(order.loadingTime))), field('loadingAddress', text(order.loadingAddress))] : []),
      ],
    },
    { key: 'consignor', title: t('orders.field.consignor'), rows: party('consignor', order.consignor) },
    { key: 'consignee', title: t('orders.field.consignee'), rows: party('consignee', order.consignee) },
    {
      key: 'control',
      title: t('order-pages.detail.sections.control'),
      rows: [
        field('isCargoControl', yesNo(order.isCargoControl)),
        ...(order.isCargoControl && order.controller
          ? [
              field('name', text(order.controller.name), 'controller.name'),
              field('phone', phoneText(order.controller.areaCode, order.controller.phone), 'controller.phone'),
              field('email', text(order.controller.email), 'controller.email'),
            ]
          : []),
      ],
    },
    {
      key: 'services',
      title: t('order-pages.detail.sections.services'),
      rows: [
        field('customsType', order.customsType ? t(`orders.customsType.${order.customsType}`) : EMPTY),
        field('issuingMethod', order.issuingMethod ? t(`orders.issuingMethod.${order.issuingMethod}`) : EMPTY),
        field('drawee', order.drawee ? t(`orders.drawee.${order.drawee}`) : EMPTY),
        ...(order.drawee === 'custom'
          ? [
              field(
                'customDraweeList',
                order.customDraweeList.length === 0
                  ? EMPTY
                  : order.customDraweeList
                      .map((item) => t('order-pages.detail.payerFor', { fee: t(`orders.feeType.${item.feeType}`), payer: t(`orders.payer.${item.payer}`) }))
                      .join(' · '),
              ),
            ]
          : []),
        field('doubleClear', yesNo(order.doubleClear)),
        field('airlineCompany', text(order.airlineCompany)),
        field('shippingCompany', text(order.shippingCompany)),
        field('customsClearCert', yesNo(order.customsClearCert)),
        field('clearCertRemark', text(order.clearCertRemark)),
        field('isUnpack', yesNo(order.isUnpack)),
        field('isSingleTicketTransport', yesNo(order.isSingleTicketTransport)),
        field('packageType', order.packageType ? t(`orders.packageType.${order.packageType}`) : EMPTY),
        field('packageRemarks', text(order.packageRemarks)),
        field('isCollection', yesNo(order.isCollection)),
        ...(order.isCollection ? [field('collectionProxy', text(formatMinor(order.collectionProxy, order.currency, locale)))] : []),
        field('isInsured', yesNo(order.isInsured)),
        ...(order.isInsured ? [field('insuranceFee', text(formatMinor(order.insuranceFee, order.currency, locale)))] : []),
        field('remark', text(order.remark)),
      ],
    },
    {
      key: 'totals',
      title: t('order-pages.detail.sections.totals'),
      rows: [
        field('totalNum', String(order.totalNum)),
        field('totalVolume', formatM3(order.totalVolume, locale)),
        field('totalWeight', formatKg(order.totalWeight, locale)),
        field('totalWorth', text(formatMinor(order.totalWorth, order.currency, locale))),
      ],
    },
  ];

  if (order.viewerRole === 'shipper') return sections;
  return sections
    .map((section) => ({ ...section, rows: section.rows.filter((r) => !SHIPPER_ONLY.includes(r.key)) }))
    .filter((section) => section.rows.length > 0);
}

type FieldKey = keyof typeof orderTexts.field;

function fieldLabel(t: TFunction, key: FieldKey): string {
  return t(`orders.field.${key}`);
}
