import type { Locale, Localized } from '@portal/contracts/locale';
import type { CUSTOMS_TYPES, DRAWEES, ISSUING_METHODS, PACKAGE_TYPES } from '@portal/contracts/order';
import type { ORDER_TYPES } from '@portal/contracts/statuses';

// The words printed on the order documents, in the three languages. The web's print views
// carry the same words in locales/*/order-print.json and orders.json.

const L = (zh_CN: string, en_US: string, fr_FR: string): Localized => ({ zh_CN, en_US, fr_FR });

export const DOC_TEXT = {
  company: L('国际货运代理', 'International Freight Forwarding', 'Transitaire international'),
  ladingBill: L('提单', 'Bill of lading', 'Connaissement'),
  warehouseReceipt: L('入仓单', 'Warehouse receipt', 'Récépissé d’entrepôt'),
  servicePhone: L('客服电话', 'Customer service', 'Service client'),
  orderNo: L('订单号', 'Order number', 'N° de commande'),
  marks: L('唛头', 'Shipping mark', 'Marque d’expédition'),
  transportType: L('运输方式', 'Transport', 'Transport'),
  orderType: L('订单类型', 'Order type', 'Type de commande'),
  channel: L('渠道', 'Channel', 'Canal'),
  createTime: L('下单时间', 'Created', 'Créée le'),
  deliveryDate: L('预计送货日期', 'Estimated delivery date', 'Date de livraison prévue'),
  issuingMethod: L('提单签发方式', 'Bill of lading issue', 'Émission du connaissement'),
  route: L('路线', 'Route', 'Itinéraire'),
  origin: L('起运地', 'Origin', 'Origine'),
  destination: L('目的地', 'Destination', 'Destination'),
  startWarehouse: L('始发仓', 'Origin warehouse', 'Entrepôt de départ'),
  destWarehouse: L('目的仓', 'Destination warehouse', 'Entrepôt de destination'),
  deliveryAddress: L('收货地址', 'Delivery address', 'Adresse de livraison'),
  consignor: L('发货人', 'Shipper', 'Expéditeur'),
  consignee: L('收货人', 'Consignee', 'Destinataire'),
  name: L('姓名', 'Name', 'Nom'),
  company_: L('公司', 'Company', 'Entreprise'),
  nameEn: L('英文名', 'English name', 'Nom en anglais'),
  phone: L('电话', 'Phone', 'Téléphone'),
  email: L('邮箱', 'E-mail', 'E-mail'),
  goods: L('货物明细', 'Goods', 'Marchandises'),
  lineNo: L('序号', 'No.', 'N°'),
  proZh: L('中文品名', 'Item (Chinese)', 'Article (chinois)'),
  proEn: L('英文品名', 'Item (English)', 'Article (anglais)'),
  material: L('材质', 'Material', 'Matière'),
  num: L('件数', 'Pieces', 'Colis'),
  quantity: L('数量', 'Quantity', 'Quantité'),
  volume: L('体积（m³）', 'Volume (m³)', 'Volume (m³)'),
  weight: L('重量（kg）', 'Weight (kg)', 'Poids (kg)'),
  worth: L('货值', 'Worth', 'Valeur'),
  declaredTotal: L('申报合计', 'Declared total', 'Total déclaré'),
  measuredTotal: L('入仓实测', 'Measured at the warehouse', 'Mesuré à l’entrepôt'),
  terms: L('服务与费用', 'Services and charges', 'Services et frais'),
  customsType: L('报关类型', 'Customs declaration', 'Déclaration en douane'),
  drawee: L('付款方', 'Who pays', 'Payeur'),
  insurance: L('保险', 'Insurance', 'Assurance'),
  insuranceFee: L('保险费', 'Insurance fee', 'Prime d’assurance'),
  collectionProxy: L('代收金额', 'Amount to collect', 'Montant à encaisser'),
  packageType: L('包装类型', 'Package type', 'Type d’emballage'),
  remark: L('备注', 'Remark', 'Remarque'),
  receipt: L('入仓信息', 'Received at the warehouse', 'Réception à l’entrepôt'),
  notReceived: L('尚未入仓：以下为申报数据', 'Not received yet: declared figures below', 'Pas encore reçu : chiffres déclarés ci-dessous'),
  cartons: L('箱数', 'Cartons', 'Cartons'),
  size: L('尺寸', 'Size', 'Dimensions'),
  inTime: L('入仓时间', 'Received', 'Reçu le'),
  updateTime: L('更新时间', 'Updated', 'Mis à jour le'),
  warehouse: L('仓库', 'Warehouse', 'Entrepôt'),
  scanToTrack: L('扫码查询物流', 'Scan to track', 'Scanner pour suivre'),
  cartonLabels: L('箱唛', 'Carton labels', 'Étiquettes de cartons'),
  // One carton's place in the order's, on its label.
  cartonOf: L('第 {n} 箱 / 共 {of} 箱', 'Carton {n} of {of}', 'Carton {n} sur {of}'),
  shipperSignature: L('发货人签字', 'Shipper’s signature', 'Signature de l’expéditeur'),
  carrierSignature: L('承运人签字', 'Carrier’s signature', 'Signature du transporteur'),
  warehouseSignature: L('仓库签收', 'Received by (warehouse)', 'Reçu par (entrepôt)'),
  date: L('日期', 'Date', 'Date'),
  printed: L('打印时间', 'Printed', 'Imprimé le'),
  page: L('第 {page}/{pages} 页', 'Page {page} of {pages}', 'Page {page} sur {pages}'),
  // After a label, before its value.
  colon: L('：', ': ', ' : '),
  yes: L('是', 'Yes', 'Oui'),
  no: L('否', 'No', 'Non'),
} as const;

export const ORDER_TYPE_TEXT: Record<(typeof ORDER_TYPES)[number], Localized> = {
  '1': L('集运服务', 'Cargo service (collection)', 'Service de groupage'),
  '2': L('海外仓', 'Overseas warehouse', 'Entrepôt à l’étranger'),
};

export const CUSTOMS_TYPE_TEXT: Record<(typeof CUSTOMS_TYPES)[number], Localized> = {
  consolidated: L('代理报关', 'Declared by us', 'Déclarée par nos soins'),
  own: L('自行报关', 'Declared by the shipper', 'Déclarée par l’expéditeur'),
  none: L('不报关', 'Not declared', 'Non déclarée'),
};

export const ISSUING_METHOD_TEXT: Record<(typeof ISSUING_METHODS)[number], Localized> = {
  electronic: L('电子提单', 'Electronic bill', 'Connaissement électronique'),
  paper: L('正本提单', 'Paper original', 'Original papier'),
  telex: L('电放', 'Telex release', 'Télex release'),
};

export const DRAWEE_TEXT: Record<(typeof DRAWEES)[number], Localized> = {
  shipper: L('发货人付款', 'Shipper pays', 'L’expéditeur paie'),
  consignee: L('收货人付款', 'Consignee pays', 'Le destinataire paie'),
  custom: L('按费用指定', 'Split by fee', 'Réparti par frais'),
};

export const PACKAGE_TYPE_TEXT: Record<(typeof PACKAGE_TYPES)[number], Localized> = {
  carton: L('纸箱', 'Carton', 'Carton'),
  pallet: L('托盘', 'Pallet', 'Palette'),
  wooden_case: L('木箱', 'Wooden case', 'Caisse en bois'),
  bag: L('编织袋', 'Bag', 'Sac'),
  other: L('其他', 'Other', 'Autre'),
};

export type DocText = keyof typeof DOC_TEXT;

export function docText(key: DocText, locale: Locale): string {
  return DOC_TEXT[key][locale];
}
