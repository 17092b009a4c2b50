import type { Locale, Localized } from '@portal/contracts/locale';
import type { OrderListItem } from '@portal/contracts/order';
import { fromMinor, cm3ToM3, gramsToKg } from '@portal/contracts/order-units';
import type { CargoControlStatus, OrderStatus } from '@portal/contracts/statuses';
import { ORDER_TYPE_CHOICES, TRANSPORT_CHOICES, YES_NO } from './order-sheet-columns.js';

// The columns of the order list export: what the list shows, in the member's units (kg, m³,
// major currency units), labels in the caller's language, times in UTC.

const L = (zh_CN: string, en_US: string, fr_FR: string): Localized => ({ zh_CN, en_US, fr_FR });

const STATUS: Record<OrderStatus, Localized> = {
  0: L('草稿', 'Draft', 'Brouillon'),
  1: L('待入仓', 'Awaiting warehousing', "En attente d'entreposage"),
  2: L('已入仓', 'In warehouse', 'En entrepôt'),
  3: L('已装柜 / 已起运', 'Loaded / departed', 'Chargé / parti'),
  4: L('运输中', 'In transit', 'En transit'),
  5: L('已到港', 'Arrived', 'Arrivé'),
  6: L('已卸柜 / 待提货', 'Ready for pickup', 'Prêt à retirer'),
  7: L('已签收', 'Delivered', 'Livré'),
  8: L('已取消', 'Cancelled', 'Annulé'),
};

const CARGO_CONTROL: Record<CargoControlStatus, Localized> = {
  0: L('未控货', 'Not controlled', 'Non contrôlé'),
  1: L('控货中', 'Controlled', 'Sous contrôle'),
  2: L('部分放货', 'Partly released', 'Partiellement libéré'),
  3: L('已放货', 'Released', 'Libéré'),
};

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
const labelOf = (choices: readonly { value: string; label: Localized }[], value: string | null, locale: Locale) =>
  choices.find((c) => c.value === value)?.label[locale] ?? '';

// One cell of an order's row: numbers as numbers (so the sheet can add them up), texts as text.
export function exportCell(key: ExportKey, order: OrderListItem, locale: Locale): string | number {
  switch (key) {
    case 'status':
      return STATUS[order.status][locale];
    case 'cargoControlStatus':
      return CARGO_CONTROL[order.cargoControlStatus][locale];
    case 'createTime':
      return order.createTime.replace('T', ' ').replace(/(\.\d+)?Z$/, '');
    case 'orderType':
      return labelOf(ORDER_TYPE_CHOICES, order.orderType, locale);
    case 'transportType':
      return labelOf(TRANSPORT_CHOICES, order.transportType, locale);
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
      return labelOf(YES_NO, String(order.flagged), locale);
    default:
      return order[key] ?? '';
  }
}
