import type { Locale, Localized } from '@portal/contracts/locale';
import type { OrderListItem } from '@portal/contracts/order';
import { fromMinor, cm3ToM3, gramsToKg } from '@portal/contracts/order-units';
import { YES_NO } from './order-sheet-columns.js';

// The columns of the order list export: what the list shows, in the member's units (kg, m³,
// major currency units), labels in the caller's language (the dictionaries' own), times in UTC.

const L = (zh_CN: string, en_US: string, fr_FR: string): Localized => ({ zh_CN, en_US, fr_FR });

// Labels of the dictionaries the list shows (order_status, cargo_control_status, order_type,
// transport_type), in the caller's language.
export interface ExportLabels {
  status: (value: number) => string;
  cargoControl: (value: number) => string;
  orderType: (value: string) => string;
  transportType: (value: string) => string;
}

export const EXPORT_COLUMNS = [
  { key: 'orderNo', width: 18, header: L('订单号', 'Order number', 'N° de commande') },
  { key: 'status', width: 18, header: L('状态', 'Status', 'Statut') },
  { key: 'createTime', width: 20, header: L('创建时间（UTC）', 'Created (UTC)', 'Créée le (UTC)') },
  { key: 'marks', width: 14, header: L('唛头', 'Shipping mark', "Marque d'expédition") },
  { key: 'orderType', width: 18, header: L('订单类型', 'Order type', 'Type de commande') },
  { key: 'transportType', width: 18, header: L('运输方式', 'Transport', 'Transport') },
  { key: 'channel', width: 20, header: L('渠道', 'Channel', 'Canal') },
  { key: 'startWarehouse', width: 20, header: L('始发仓', 'Origin warehouse', 'Entrepôt de départ') },
  { key: 'destCity', width: 16, header: L('目的城市', 'Destination city', 'Ville de destination') },
  { key: 'destWarehouse', width: 20, header: L('目的仓', 'Destination warehouse', 'Entrepôt de destination') },
  { key: 'consignorName', width: 16, header: L('发货人', 'Consignor', 'Expéditeur') },
  { key: 'consigneeName', width: 16, header: L('收货人', 'Consignee', 'Destinataire') },
  { key: 'totalNum', width: 10, header: L('总件数', 'Total pieces', 'Total colis') },
  { key: 'totalVolume', width: 14, header: L('总体积（m³）', 'Total volume (m³)', 'Volume total (m³)') },
  { key: 'totalWeight', width: 14, header: L('总重量（kg）', 'Total weight (kg)', 'Poids total (kg)') },
  { key: 'totalWorth', width: 12, header: L('总货值', 'Total worth', 'Valeur totale') },
  { key: 'receivedCartons', width: 12, header: L('入仓箱数', 'Cartons received', 'Cartons reçus') },
  { key: 'deliveryDate', width: 14, header: L('预计送货日期', 'Estimated delivery date', 'Date de livraison prévue') },
  { key: 'cargoControlStatus', width: 16, header: L('控货状态', 'Cargo control', 'Contrôle de marchandise') },
  { key: 'flagged', width: 12, header: L('不可接受货物', 'Non-acceptable goods', 'Marchandises non acceptées') },
] as const;

type ExportKey = (typeof EXPORT_COLUMNS)[number]['key'];

const placeName = (place: OrderListItem['channel'], locale: Locale) =>
  place ? { zh_CN: place.nameZh, en_US: place.nameEn, fr_FR: place.nameFr }[locale] : '';

// One cell of an order's row: numbers as numbers (so the sheet can add them up), texts as text.
export function exportCell(key: ExportKey, order: OrderListItem, labels: ExportLabels, locale: Locale): string | number {
  switch (key) {
    case 'status':
      return labels.status(order.status);
    case 'cargoControlStatus':
      return labels.cargoControl(order.cargoControlStatus);
    case 'createTime':
      return order.createTime.replace('T', ' ').replace(/(\.\d+)?Z$/, '');
    case 'orderType':
      return order.orderType === null ? '' : labels.orderType(order.orderType);
    case 'transportType':
      return order.transportType === null ? '' : labels.transportType(order.transportType);
    case 'channel':
    case 'startWarehouse':
    case 'destCity':
    case 'destWarehouse':
      return placeName(order[key], locale);
    case 'totalVolume':
      return cm3ToM3(order.totalVolume);
    case 'totalWeight':
      return gramsToKg(order.totalWeight);
    case 'totalWorth':
      // A consignee does not see the worth.
      return order.totalWorth === null ? '' : fromMinor(order.totalWorth);
    case 'flagged':
      return YES_NO.find((c) => c.value === String(order.flagged))!.label[locale];
    default:
      return order[key] ?? '';
  }
}
