import type { Localized } from '../locale.js';

// Validation texts and errors of the price check and price lines (1_008_xxx). validation.ts and errors.ts
// spread them into their one table; keys and codes must not clash with any other area.

export const PRICE_VALIDATION = {
  'v.price.startCity.required': { zh_CN: '请选择始发地', en_US: 'Choose the origin', fr_FR: "Choisissez l'origine" },
  'v.price.destCity.required': { zh_CN: '请选择目的城市', en_US: 'Choose the destination city', fr_FR: 'Choisissez la ville de destination' },
  'v.price.product.required': { zh_CN: '请选择商品', en_US: 'Choose the product', fr_FR: 'Choisissez le produit' },
  'v.price.transportType.required': { zh_CN: '请选择运输方式', en_US: 'Choose the transport', fr_FR: 'Choisissez le transport' },
  'v.price.cartons': { zh_CN: '箱数须为大于0的整数', en_US: 'Cartons must be a whole number above 0', fr_FR: 'Le nombre de cartons doit être un entier supérieur à 0' },
  'v.price.quantity': {
    zh_CN: '总数量须为大于0的整数',
    en_US: 'Total quantity must be a whole number above 0',
    fr_FR: 'La quantité totale doit être un entier supérieur à 0',
  },
  'v.price.weight': {
    zh_CN: '重量须大于0，最多两位小数',
    en_US: 'Weight must be above 0, with at most two decimals',
    fr_FR: 'Le poids doit être supérieur à 0, avec au plus deux décimales',
  },
  'v.price.length': {
    zh_CN: '长须大于0，最多两位小数',
    en_US: 'Length must be above 0, with at most two decimals',
    fr_FR: 'La longueur doit être supérieure à 0, avec au plus deux décimales',
  },
  'v.price.width': {
    zh_CN: '宽须大于0，最多两位小数',
    en_US: 'Width must be above 0, with at most two decimals',
    fr_FR: 'La largeur doit être supérieure à 0, avec au plus deux décimales',
  },
  'v.price.height': {
    zh_CN: '高须大于0，最多两位小数',
    en_US: 'Height must be above 0, with at most two decimals',
    fr_FR: 'La hauteur doit être supérieure à 0, avec au plus deux décimales',
  },
  'v.price.quoteCurrency.format': {
    zh_CN: '币种须为三个大写字母（ISO 4217）',
    en_US: 'The currency must be three capital letters (ISO 4217)',
    fr_FR: 'La devise doit comporter trois majuscules (ISO 4217)',
  },
  'v.price.quoteCurrency.unrated': {
    zh_CN: '该币种没有生效的电子汇率',
    en_US: 'This currency has no e-cash rate in effect',
    fr_FR: "Cette devise n'a pas de taux e-cash en vigueur",
  },
  // Destination currency check.
  'v.price.destination.required': {
    zh_CN: '请提供目的国家或城市',
    en_US: 'Give the destination country or city',
    fr_FR: 'Indiquez le pays ou la ville de destination',
  },
  'v.price.areaCode.format': {
    zh_CN: '区号须为1至4位数字，可带“+”',
    en_US: 'The area code must be 1 to 4 digits, "+" optional',
    fr_FR: "L'indicatif doit compter 1 à 4 chiffres, « + » facultatif",
  },
  // Staff: price lines.
  'v.price.line.route.required': { zh_CN: '请选择线路', en_US: 'Choose the route', fr_FR: 'Choisissez la ligne' },
  'v.price.line.rate.required': { zh_CN: '请填写单价', en_US: 'Enter the rate', fr_FR: 'Indiquez le tarif' },
  'v.price.line.currency.required': { zh_CN: '请选择币种', en_US: 'Choose the currency', fr_FR: 'Choisissez la devise' },
  'v.price.line.integer': {
    zh_CN: '须为整数（金额以最小货币单位计）',
    en_US: 'must be a whole number (amounts in minor units)',
    fr_FR: 'doit être un entier (montants en unités mineures)',
  },
  'v.price.line.surcharge.duplicate': {
    zh_CN: '同一商品属性只能有一项附加费',
    en_US: 'One surcharge per product attribute',
    fr_FR: 'Un seul supplément par attribut de produit',
  },
} as const satisfies Record<string, Localized>;

export const PRICE_ERRORS = {
  // Nothing open and priced matches the origin, destination, transport and product.
  PRICE_NO_LINE: {
    code: 1_008_001,
    http: 404,
    msg: { zh_CN: '无可用线路', en_US: 'No available line', fr_FR: 'Aucune ligne disponible' },
  },
  PRICE_PRODUCT_NOT_FOUND: {
    code: 1_008_002,
    http: 404,
    msg: { zh_CN: '商品不存在', en_US: 'Product not found', fr_FR: 'Produit introuvable' },
  },
  PRICE_LINE_NOT_FOUND: {
    code: 1_008_003,
    http: 404,
    msg: { zh_CN: '价格线路不存在', en_US: 'Price line not found', fr_FR: 'Ligne tarifaire introuvable' },
  },
  // One line per route and category.
  PRICE_LINE_DUPLICATE: {
    code: 1_008_004,
    http: 409,
    msg: {
      zh_CN: '该线路已有此类别的价格',
      en_US: 'This route already has a price line for this category',
      fr_FR: 'Cette ligne a déjà un tarif pour cette catégorie',
    },
  },
  PRICE_LINE_ROUTE_NOT_FOUND: {
    code: 1_008_005,
    http: 400,
    msg: { zh_CN: '线路不存在', en_US: 'Route not found', fr_FR: 'Ligne introuvable' },
  },
  PRICE_LINE_CURRENCY_UNKNOWN: {
    code: 1_008_006,
    http: 400,
    msg: { zh_CN: '币种不存在', en_US: 'Unknown currency', fr_FR: 'Devise inconnue' },
  },
  PRICE_LINE_ATTR_UNKNOWN: {
    code: 1_008_007,
    http: 400,
    msg: { zh_CN: '商品属性不存在', en_US: 'Unknown product attribute', fr_FR: 'Attribut de produit inconnu' },
  },
  // A figure of the quote would pass 2^53 minor units, grams or cm³.
  PRICE_TOO_LARGE: {
    code: 1_008_008,
    http: 400,
    msg: {
      zh_CN: '货物过大，无法在线报价，请联系客服',
      en_US: 'This shipment is too large to price online: contact customer service',
      fr_FR: 'Envoi trop important pour un tarif en ligne : contactez le service client',
    },
  },
  // The destination-currency check found neither the destination (or it is disabled) nor its country.
  PRICE_DESTINATION_UNKNOWN: {
    code: 1_008_009,
    http: 404,
    msg: { zh_CN: '目的地不存在', en_US: 'Unknown destination', fr_FR: 'Destination inconnue' },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
