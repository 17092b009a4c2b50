import {
  BRAND_TYPES,
  CUSTOMS_TYPES,
  HARVEST_METHODS,
  ISSUING_METHODS,
  ORDER_CURRENCIES,
  PACKAGE_TYPES,
  WAREHOUSE_TYPES,
} from '@portal/contracts/order';
import type { OrderImportSheet } from '@portal/contracts/order-import';
import type { Localized } from '@portal/contracts/locale';
import { ORDER_TYPES } from '@portal/contracts/statuses';
import { TRANSPORT_TYPES } from '@portal/contracts/system';
import type { SheetColumn } from '../../lib/sheet-import.js';

// The columns of the order spreadsheets (docs/orders.md, "Spreadsheets"): the import template's
// two sheets and the export. Each column says how its text becomes a field of the order body
// (order.ts), so the import can check a row with the order rules and name the column a rule
// blames. Headers and choices are in the three languages; the import reads any of them.

const L = (zh_CN: string, en_US: string, fr_FR: string): Localized => ({ zh_CN, en_US, fr_FR });

export interface Choice {
  value: string;
  label: Localized;
}

// Reference lists a cell names by code or by name (GET /app-api/ecw/…).
export const REF_LISTS = ['startCity', 'startWarehouse', 'destCountry', 'destCity', 'destWarehouse', 'channel', 'unit', 'productAttr'] as const;
export type RefList = (typeof REF_LISTS)[number];

// How a cell's text becomes a body value:
// text as it is; int a whole number; kg, m3, money a decimal in the member's unit, stored as an
// integer (grams, cm³, minor units); yesNo a boolean; choice one of `choices` (label or value);
// ref an id or code from a reference list, refs several of them (comma-separated); date
// YYYY-MM-DD; time a date and time at the origin (China, UTC+8).
export type CellKind = 'text' | 'int' | 'kg' | 'm3' | 'money' | 'yesNo' | 'choice' | 'ref' | 'refs' | 'date' | 'time';

export interface OrderColumn<K extends string> extends SheetColumn<K> {
  // Where the value goes in the order body (a goods column: in its line), dotted.
  field: string;
  kind: CellKind;
  choices?: readonly Choice[];
  ref?: RefList;
  width: number;
  // What to write, on the instructions sheet (besides what the kind says).
  note?: Localized;
}

export const YES_NO: readonly Choice[] = [
  { value: 'true', label: L('是', 'Yes', 'Oui') },
  { value: 'false', label: L('否', 'No', 'Non') },
];

const choicesOf = <T extends string>(values: readonly T[], labels: Record<T, Localized>): Choice[] =>
  values.map((value) => ({ value, label: labels[value] }));

const ORDER_TYPE_CHOICES = choicesOf(ORDER_TYPES, {
  '1': L('集运服务', 'Cargo service (collection)', 'Service de groupage'),
  '2': L('海外仓', 'Overseas warehouse', "Entrepôt à l'étranger"),
});
const TRANSPORT_CHOICES = choicesOf(TRANSPORT_TYPES, {
  '1': L('海运拼箱', 'Sea freight (LCL)', 'Fret maritime (groupage)'),
  '2': L('空运', 'Air freight', 'Fret aérien'),
  '3': L('海空联运', 'Sea-air', 'Mer-air'),
  '4': L('海外仓', 'Overseas warehouse', "Entrepôt à l'étranger"),
});
const CURRENCY_CHOICES = ORDER_CURRENCIES.map((code) => ({ value: code, label: L(code, code, code) }));
const CUSTOMS_CHOICES = choicesOf(CUSTOMS_TYPES, {
  consolidated: L('代理报关', 'Declared by us', 'Déclarée par nos soins'),
  own: L('自行报关', 'Declared by the shipper', "Déclarée par l'expéditeur"),
  none: L('不报关', 'Not declared', 'Non déclarée'),
});
const ISSUING_CHOICES = choicesOf(ISSUING_METHODS, {
  electronic: L('电子提单', 'Electronic bill', 'Connaissement électronique'),
  paper: L('正本提单', 'Paper original', 'Original papier'),
  telex: L('电放', 'Telex release', 'Télex release'),
});
const WAREHOUSE_TYPE_CHOICES = choicesOf(WAREHOUSE_TYPES, {
  general: L('普通仓', 'General warehouse', 'Entrepôt général'),
  bonded: L('保税仓', 'Bonded warehouse', 'Entrepôt sous douane'),
});
const HARVEST_CHOICES = choicesOf(HARVEST_METHODS, {
  self_delivery: L('自送入仓', 'I bring the cargo to the warehouse', "J'apporte la marchandise à l'entrepôt"),
  pickup: L('上门提货', 'Collect it from me', 'Enlèvement chez moi'),
});
// A split of the fees between both parties is chosen in the order form, not in a sheet.
const DRAWEE_CHOICES: Choice[] = [
  { value: 'shipper', label: L('发货人付款', 'Shipper pays', "L'expéditeur paie") },
  { value: 'consignee', label: L('收货人付款', 'Consignee pays', 'Le destinataire paie') },
];
const PACKAGE_CHOICES = choicesOf(PACKAGE_TYPES, {
  carton: L('纸箱', 'Carton', 'Carton'),
  pallet: L('托盘', 'Pallet', 'Palette'),
  wooden_case: L('木箱', 'Wooden case', 'Caisse en bois'),
  bag: L('编织袋', 'Bag', 'Sac'),
  other: L('其他', 'Other', 'Autre'),
});
const BRAND_CHOICES = choicesOf(BRAND_TYPES, {
  '0': L('无品牌', 'No brand', 'Sans marque'),
  '1': L('品牌（有授权）', 'Brand, authorised', 'Marque, avec autorisation'),
  '2': L('品牌（无授权）', 'Brand, not authorised', 'Marque, sans autorisation'),
});

// The column both sheets share: an order's row reference (any text, unique on the orders sheet).
const REF_HEADER = L('行号', 'Row reference', 'Réf. de ligne');
const REF_NOTE = L(
  '任意文字，订单表内不可重复；货物表用它指明货物属于哪一行订单',
  'Any text, unique on the orders sheet; the goods sheet uses it to say which order a line belongs to',
  "Texte libre, unique sur la feuille des commandes ; la feuille des marchandises l'utilise pour rattacher chaque ligne à sa commande",
);

type Party = 'consignor' | 'consignee';
const PARTY: Record<Party, Localized> = { consignor: L('发货人', 'Consignor', 'Expéditeur'), consignee: L('收货人', 'Consignee', 'Destinataire') };
function partyColumns<P extends Party>(party: P) {
  const who = PARTY[party];
  const of = (what: Localized): Localized => L(`${who.zh_CN}${what.zh_CN}`, `${who.en_US} ${what.en_US}`, `${what.fr_FR} ${party === 'consignor' ? "de l'expéditeur" : 'du destinataire'}`);
  return [
    { key: `${party}Name`, field: `${party}.name`, kind: 'text', required: true, width: 16, header: of(L('姓名', 'name', 'Nom')) },
    { key: `${party}Company`, field: `${party}.company`, kind: 'text', width: 20, header: of(L('公司', 'company', 'Entreprise')) },
    { key: `${party}NameEn`, field: `${party}.nameEn`, kind: 'text', width: 18, header: of(L('英文名', 'English name', 'Nom en anglais')) },
    { key: `${party}AreaCode`, field: `${party}.areaCode`, kind: 'text', required: true, width: 10, header: of(L('区号', 'dial code', 'Indicatif')) },
    { key: `${party}Phone`, field: `${party}.phone`, kind: 'text', required: true, width: 15, header: of(L('电话', 'phone', 'Téléphone')) },
    { key: `${party}Email`, field: `${party}.email`, kind: 'text', width: 22, header: of(L('邮箱', 'e-mail', 'E-mail')) },
  ] as const satisfies readonly OrderColumn<`${P}${string}`>[];
}

export const ORDER_SHEET_COLUMNS = [
  { key: 'ref', field: 'ref', kind: 'text', required: true, width: 10, header: REF_HEADER, note: REF_NOTE },
  { key: 'orderType', field: 'orderType', kind: 'choice', choices: ORDER_TYPE_CHOICES, required: true, width: 18, header: L('订单类型', 'Order type', 'Type de commande') },
  { key: 'transportType', field: 'transportType', kind: 'choice', choices: TRANSPORT_CHOICES, required: true, width: 18, header: L('运输方式', 'Transport', 'Transport') },
  { key: 'channel', field: 'channelId', kind: 'ref', ref: 'channel', width: 20, header: L('渠道', 'Channel', 'Canal') },
  { key: 'startCity', field: 'startCityId', kind: 'ref', ref: 'startCity', required: true, width: 14, header: L('始发城市', 'Origin city', "Ville d'origine") },
  { key: 'startWarehouse', field: 'startWarehouseId', kind: 'ref', ref: 'startWarehouse', width: 20, header: L('始发仓', 'Origin warehouse', 'Entrepôt de départ') },
  { key: 'destCountry', field: 'destCountryId', kind: 'ref', ref: 'destCountry', required: true, width: 16, header: L('目的国家', 'Destination country', 'Pays de destination') },
  { key: 'destCity', field: 'destCityId', kind: 'ref', ref: 'destCity', required: true, width: 16, header: L('目的城市', 'Destination city', 'Ville de destination') },
  { key: 'destWarehouse', field: 'destWarehouseId', kind: 'ref', ref: 'destWarehouse', width: 20, header: L('目的仓', 'Destination warehouse', 'Entrepôt de destination') },
  ...partyColumns('consignor'),
  ...partyColumns('consignee'),
  { key: 'marks', field: 'marks', kind: 'text', required: true, width: 14, header: L('唛头', 'Shipping mark', "Marque d'expédition") },
  { key: 'currency', field: 'currency', kind: 'choice', choices: CURRENCY_CHOICES, width: 10, header: L('币种', 'Currency', 'Devise') },
  { key: 'deliveryDate', field: 'deliveryDate', kind: 'date', required: true, width: 14, header: L('预计送货日期', 'Estimated delivery date', 'Date de livraison prévue') },
  { key: 'deliveryaddress', field: 'deliveryaddress', kind: 'text', required: true, width: 18, header: L('收货区域', 'Receiving area', 'Zone de réception') },
  { key: 'addressdetail', field: 'addressdetail', kind: 'text', required: true, width: 28, header: L('详细地址', 'Detailed address', 'Adresse détaillée') },
  { key: 'isCargoControl', field: 'isCargoControl', kind: 'yesNo', width: 10, header: L('控货', 'Cargo control', 'Contrôle de marchandise') },
  { key: 'controllerName', field: 'controller.name', kind: 'text', width: 16, header: L('控货人姓名', "Controller's name", 'Nom du contrôleur') },
  { key: 'controllerAreaCode', field: 'controller.areaCode', kind: 'text', width: 10, header: L('控货人区号', "Controller's dial code", 'Indicatif du contrôleur') },
  { key: 'controllerPhone', field: 'controller.phone', kind: 'text', width: 15, header: L('控货人电话', "Controller's phone", 'Téléphone du contrôleur') },
  { key: 'controllerEmail', field: 'controller.email', kind: 'text', width: 22, header: L('控货人邮箱', "Controller's e-mail", 'E-mail du contrôleur') },
  { key: 'isCollection', field: 'isCollection', kind: 'yesNo', width: 10, header: L('代收货款', 'Collection on delivery', 'Encaissement à la livraison') },
  { key: 'collectionProxy', field: 'collectionProxy', kind: 'money', width: 12, header: L('代收金额', 'Amount to collect', 'Montant à encaisser') },
  { key: 'customsType', field: 'customsType', kind: 'choice', choices: CUSTOMS_CHOICES, width: 18, header: L('报关类型', 'Customs declaration', 'Déclaration en douane') },
  { key: 'issuingMethod', field: 'issuingMethod', kind: 'choice', choices: ISSUING_CHOICES, width: 18, header: L('提单签发方式', 'Bill of lading issue', 'Émission du connaissement') },
  { key: 'warehouseType', field: 'warehouseType', kind: 'choice', choices: WAREHOUSE_TYPE_CHOICES, width: 16, header: L('仓库类型', 'Warehouse area', "Zone d'entrepôt") },
  { key: 'harvestMethod', field: 'harvestMethod', kind: 'choice', choices: HARVEST_CHOICES, width: 22, header: L('交货方式', 'Cargo handover', 'Remise de la marchandise') },
  { key: 'loadingTime', field: 'loadingTime', kind: 'time', width: 17, header: L('装货时间', 'Loading time', 'Heure de chargement') },
  { key: 'loadingAddress', field: 'loadingAddress', kind: 'text', width: 28, header: L('装货地址', 'Loading address', 'Adresse de chargement') },
  { key: 'drawee', field: 'drawee', kind: 'choice', choices: DRAWEE_CHOICES, width: 16, header: L('付款方', 'Who pays', 'Payeur') },
  { key: 'doubleClear', field: 'doubleClear', kind: 'yesNo', width: 10, header: L('双清', 'Double clearance', 'Double dédouanement') },
  { key: 'airlineCompany', field: 'airlineCompany', kind: 'text', width: 16, header: L('航空公司', 'Airline', 'Compagnie aérienne') },
  { key: 'shippingCompany', field: 'shippingCompany', kind: 'text', width: 16, header: L('船公司', 'Shipping company', 'Compagnie maritime') },
  { key: 'customsClearCert', field: 'customsClearCert', kind: 'yesNo', width: 10, header: L('清关证书', 'Clearance certificate', 'Certificat de dédouanement') },
  { key: 'clearCertRemark', field: 'clearCertRemark', kind: 'text', width: 20, header: L('证书备注', 'Certificate remark', 'Remarque sur le certificat') },
  { key: 'isUnpack', field: 'isUnpack', kind: 'yesNo', width: 10, header: L('拆包', 'Unpack at warehouse', "Dépotage à l'entrepôt") },
  { key: 'isSingleTicketTransport', field: 'isSingleTicketTransport', kind: 'yesNo', width: 10, header: L('单票单运', 'Single-ticket transport', 'Transport à expédition unique') },
  { key: 'packageType', field: 'packageType', kind: 'choice', choices: PACKAGE_CHOICES, width: 14, header: L('包装类型', 'Package type', "Type d'emballage") },
  { key: 'packageRemarks', field: 'packageRemarks', kind: 'text', width: 20, header: L('包装备注', 'Package remarks', "Remarques sur l'emballage") },
  { key: 'isInsured', field: 'isInsured', kind: 'yesNo', width: 10, header: L('保险', 'Insurance', 'Assurance') },
  { key: 'remark', field: 'remark', kind: 'text', width: 24, header: L('备注', 'Remark', 'Remarque') },
] as const satisfies readonly OrderColumn<string>[];

export const GOODS_SHEET_COLUMNS = [
  { key: 'ref', field: 'ref', kind: 'text', required: true, width: 10, header: REF_HEADER, note: REF_NOTE },
  { key: 'proZh', field: 'proZh', kind: 'text', required: true, width: 18, header: L('中文品名', 'Item name (Chinese)', "Nom de l'article (chinois)") },
  { key: 'proEn', field: 'proEn', kind: 'text', required: true, width: 20, header: L('英文品名', 'Item name (English)', "Nom de l'article (anglais)") },
  { key: 'brand', field: 'brand', kind: 'choice', choices: BRAND_CHOICES, width: 18, header: L('品牌', 'Brand', 'Marque') },
  { key: 'num', field: 'num', kind: 'int', required: true, width: 8, header: L('件数', 'Pieces', 'Colis') },
  { key: 'unit', field: 'unit', kind: 'ref', ref: 'unit', required: true, width: 10, header: L('单位', 'Unit', 'Unité') },
  { key: 'quantity', field: 'quantity', kind: 'int', required: true, width: 10, header: L('数量', 'Quantity', 'Quantité') },
  { key: 'volume', field: 'volume', kind: 'm3', required: true, width: 12, header: L('体积（m³）', 'Volume (m³)', 'Volume (m³)') },
  { key: 'weight', field: 'weight', kind: 'kg', required: true, width: 12, header: L('重量（kg）', 'Weight (kg)', 'Poids (kg)') },
  { key: 'worth', field: 'worth', kind: 'money', required: true, width: 12, header: L('货值', 'Worth', 'Valeur') },
  { key: 'material', field: 'material', kind: 'text', width: 14, header: L('材质', 'Material', 'Matière') },
  { key: 'prodAttrs', field: 'prodAttrArr', kind: 'refs', ref: 'productAttr', width: 22, header: L('商品属性', 'Product attributes', 'Attributs du produit') },
  { key: 'isPayAdvance', field: 'isPayAdvance', kind: 'yesNo', width: 10, header: L('垫付', 'Pay in advance', 'Paiement anticipé') },
  { key: 'link', field: 'link', kind: 'text', width: 28, header: L('商品链接', 'Product link', 'Lien du produit') },
] as const satisfies readonly OrderColumn<string>[];

export type OrderSheetKey = (typeof ORDER_SHEET_COLUMNS)[number]['key'];
export type GoodsSheetKey = (typeof GOODS_SHEET_COLUMNS)[number]['key'];

export const SHEET_NAMES: Record<OrderImportSheet | 'instructions' | 'lists', Localized> = {
  orders: L('订单', 'Orders', 'Commandes'),
  goods: L('货物', 'Goods', 'Marchandises'),
  instructions: L('填写说明', 'Instructions', 'Mode d’emploi'),
  lists: L('可选值', 'Lists', 'Listes'),
};
