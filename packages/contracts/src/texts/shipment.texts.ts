import type { Localized } from '../locale.js';

// Validation texts and errors of containers and air shipments (shipment.ts, 1_018_xxx).
// validation.ts and errors.ts spread them into their one table; keys and codes must not clash
// with any other area.

export const SHIPMENT_VALIDATION = {
  'v.shipment.kind.required': { zh_CN: '请选择海运柜或空运', en_US: 'Choose sea container or air', fr_FR: 'Choisissez conteneur maritime ou aérien' },
  'v.shipment.number.required': {
    zh_CN: '请填写柜号或空运提单号',
    en_US: 'Enter the container number or air waybill number',
    fr_FR: 'Indiquez le numéro de conteneur ou de LTA',
  },
  'v.shipment.containerNo.format': {
    zh_CN: '柜号须为4个字母加7位数字（ISO 6346，如 MSCU1234565）',
    en_US: 'A container number is 4 letters and 7 digits (ISO 6346, e.g. MSCU1234565)',
    fr_FR: 'Un numéro de conteneur compte 4 lettres et 7 chiffres (ISO 6346, ex. MSCU1234565)',
  },
  'v.shipment.containerNo.checkDigit': {
    zh_CN: '柜号校验位不正确，请核对柜号',
    en_US: 'The check digit of the container number is wrong: check the number',
    fr_FR: 'Le chiffre de contrôle du numéro de conteneur est faux : vérifiez le numéro',
  },
  'v.shipment.awb.format': {
    zh_CN: '空运提单号须为3位航司代码加8位数字（如 176-12345675）',
    en_US: 'An air waybill number is a 3-digit airline prefix and 8 digits (e.g. 176-12345675)',
    fr_FR: 'Un numéro de LTA compte un préfixe de compagnie à 3 chiffres et 8 chiffres (ex. 176-12345675)',
  },
  'v.shipment.awb.checkDigit': {
    zh_CN: '空运提单号校验位不正确，请核对单号',
    en_US: 'The check digit of the air waybill number is wrong: check the number',
    fr_FR: 'Le chiffre de contrôle du numéro de LTA est faux : vérifiez le numéro',
  },
  'v.shipment.vessel.required': { zh_CN: '海运柜须填写船名', en_US: 'A sea container needs the vessel name', fr_FR: 'Un conteneur maritime nécessite le nom du navire' },
  'v.shipment.voyage.required': { zh_CN: '海运柜须填写航次', en_US: 'A sea container needs the voyage', fr_FR: 'Un conteneur maritime nécessite le numéro de voyage' },
  'v.shipment.flightNo.required': { zh_CN: '空运须填写航班号', en_US: 'An air shipment needs the flight number', fr_FR: 'Un envoi aérien nécessite le numéro de vol' },
  'v.shipment.flightNo.format': {
    zh_CN: '航班号须为航司代码加1-4位数字（如 CA1234）',
    en_US: 'A flight number is an airline code and 1 to 4 digits (e.g. CA1234)',
    fr_FR: 'Un numéro de vol est un code de compagnie suivi de 1 à 4 chiffres (ex. CA1234)',
  },
  'v.shipment.etd.required': { zh_CN: '请填写预计开船/起飞时间', en_US: 'Enter the estimated departure time', fr_FR: "Indiquez l'heure de départ prévue" },
  'v.shipment.eta.required': { zh_CN: '请填写预计到达时间', en_US: 'Enter the estimated arrival time', fr_FR: "Indiquez l'heure d'arrivée prévue" },
  'v.shipment.eta.beforeEtd': {
    zh_CN: '预计到达时间不能早于预计出发时间',
    en_US: 'The estimated arrival cannot be before the estimated departure',
    fr_FR: "L'arrivée prévue ne peut pas précéder le départ prévu",
  },
  'v.shipment.portOfLoading.required': { zh_CN: '请填写起运港', en_US: 'Enter the port of loading', fr_FR: 'Indiquez le port de chargement' },
  'v.shipment.portOfDischarge.required': { zh_CN: '请填写目的港', en_US: 'Enter the port of discharge', fr_FR: 'Indiquez le port de déchargement' },
  'v.shipment.capacityVolume': {
    zh_CN: '容积须为大于0的整数（立方厘米）',
    en_US: 'Capacity volume must be a whole number of cm³ above 0',
    fr_FR: 'Le volume de capacité doit être un nombre entier de cm³ supérieur à 0',
  },
  'v.shipment.capacityWeight': {
    zh_CN: '载重须为大于0的整数（克）',
    en_US: 'Capacity weight must be a whole number of grams above 0',
    fr_FR: 'Le poids de capacité doit être un nombre entier de grammes supérieur à 0',
  },
  'v.shipment.orderNo.required': { zh_CN: '请扫描或输入订单号', en_US: 'Scan or enter the order number', fr_FR: 'Scannez ou saisissez le numéro de commande' },
  'v.shipment.seaOnly': {
    zh_CN: '空运不填写此项',
    en_US: 'is for sea containers only',
    fr_FR: 'concerne uniquement les conteneurs maritimes',
  },
  'v.shipment.airOnly': {
    zh_CN: '海运柜不填写此项',
    en_US: 'is for air shipments only',
    fr_FR: 'concerne uniquement les envois aériens',
  },
} as const satisfies Record<string, Localized>;

export const SHIPMENT_ERRORS = {
  SHIPMENT_NOT_FOUND: {
    code: 1_018_001,
    http: 404,
    msg: { zh_CN: '柜或空运批次不存在', en_US: 'Container or air shipment not found', fr_FR: 'Conteneur ou envoi aérien introuvable' },
  },
  // {number}: the container or air waybill number.
  SHIPMENT_NUMBER_TAKEN: {
    code: 1_018_002,
    http: 409,
    msg: {
      zh_CN: '柜号 {number} 已有未完结的批次',
      en_US: 'Number {number} already belongs to a shipment that is not finished',
      fr_FR: 'Le numéro {number} appartient déjà à un envoi non terminé',
    },
  },
  // Loading and unloading happen while the container is being loaded (not once it left).
  SHIPMENT_NOT_LOADING: {
    code: 1_018_003,
    http: 409,
    msg: {
      zh_CN: '该柜已离港，不能再装柜或卸柜',
      en_US: 'This shipment has left: orders can no longer be loaded or unloaded',
      fr_FR: 'Cet envoi est parti : impossible de charger ou décharger des commandes',
    },
  },
  // {orderNo}
  SHIPMENT_ORDER_NOT_FOUND: {
    code: 1_018_004,
    http: 404,
    msg: { zh_CN: '订单 {orderNo} 不存在', en_US: 'Order {orderNo} not found', fr_FR: 'Commande {orderNo} introuvable' },
  },
  // {orderNo}, {number}: the container the order is already in.
  SHIPMENT_ORDER_IN_OTHER: {
    code: 1_018_005,
    http: 409,
    msg: {
      zh_CN: '订单 {orderNo} 已装入 {number}，请先从该柜卸下',
      en_US: 'Order {orderNo} is already in {number}: unload it from there first',
      fr_FR: "La commande {orderNo} est déjà dans {number} : déchargez-la d'abord",
    },
  },
  SHIPMENT_ORDER_ALREADY_IN: {
    code: 1_018_006,
    http: 409,
    msg: {
      zh_CN: '订单 {orderNo} 已在本柜中',
      en_US: 'Order {orderNo} is already in this shipment',
      fr_FR: 'La commande {orderNo} est déjà dans cet envoi',
    },
  },
  // {orderNo}, {status}: the order's status label.
  SHIPMENT_ORDER_NOT_IN_WAREHOUSE: {
    code: 1_018_007,
    http: 409,
    msg: {
      zh_CN: '订单 {orderNo} 当前为「{status}」，只有已入仓的订单可以装柜',
      en_US: 'Order {orderNo} is {status}: only orders in the warehouse can be loaded',
      fr_FR: "La commande {orderNo} est « {status} » : seules les commandes en entrepôt peuvent être chargées",
    },
  },
  SHIPMENT_ORDER_FLAGGED: {
    code: 1_018_008,
    http: 409,
    msg: {
      zh_CN: '订单 {orderNo} 的货物被标记为不可承运，不能装柜',
      en_US: 'Order {orderNo} is flagged as goods we cannot carry: it cannot be loaded',
      fr_FR: 'La commande {orderNo} est signalée comme non transportable : impossible de la charger',
    },
  },
  SHIPMENT_ORDER_REFUNDING: {
    code: 1_018_009,
    http: 409,
    msg: {
      zh_CN: '订单 {orderNo} 有进行中的退仓申请，不能装柜',
      en_US: 'Order {orderNo} has an open warehouse refund: it cannot be loaded',
      fr_FR: "La commande {orderNo} a une demande de retrait en cours : impossible de la charger",
    },
  },
  SHIPMENT_ORDER_NOT_IN_THIS: {
    code: 1_018_010,
    http: 409,
    msg: { zh_CN: '订单 {orderNo} 不在本柜中', en_US: 'Order {orderNo} is not in this shipment', fr_FR: "La commande {orderNo} n'est pas dans cet envoi" },
  },
  // The shipment is at the end of the chain.
  SHIPMENT_NO_NEXT_STEP: {
    code: 1_018_011,
    http: 409,
    msg: { zh_CN: '该批次已是最后一步', en_US: 'This shipment has no further step', fr_FR: "Cet envoi n'a plus d'étape suivante" },
  },
  SHIPMENT_EMPTY: {
    code: 1_018_012,
    http: 409,
    msg: { zh_CN: '柜中没有订单，不能推进', en_US: 'The shipment holds no orders: it cannot move on', fr_FR: "L'envoi ne contient aucune commande : impossible de le faire avancer" },
  },
  // Someone else moved the shipment meanwhile (two staff pressing at once).
  SHIPMENT_MOVED_MEANWHILE: {
    code: 1_018_013,
    http: 409,
    msg: {
      zh_CN: '该批次刚被他人推进，请刷新后再试',
      en_US: 'Someone else just moved this shipment: refresh and try again',
      fr_FR: "Quelqu'un vient de faire avancer cet envoi : actualisez et réessayez",
    },
  },
  // {status}, {next}: status labels.
  SHIPMENT_STEP_INVALID: {
    code: 1_018_014,
    http: 409,
    msg: {
      zh_CN: '该批次当前为「{status}」，下一步只能是「{next}」',
      en_US: 'This shipment is {status}: its next step is {next}',
      fr_FR: "Cet envoi est « {status} » : son étape suivante est « {next} »",
    },
  },
  // Refusals of the container move (each order named in the answer).
  SHIPMENT_ORDER_EXCEPTION_OPEN: {
    code: 1_018_020,
    http: 409,
    msg: {
      zh_CN: '订单有未处理完的异常',
      en_US: 'The order has an open exception',
      fr_FR: 'La commande a une anomalie non résolue',
    },
  },
  SHIPMENT_ORDER_UNPAID: {
    code: 1_018_021,
    http: 409,
    msg: {
      zh_CN: '订单有未付清的费用',
      en_US: 'The order has fees not paid in full',
      fr_FR: "La commande a des frais qui ne sont pas entièrement payés",
    },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
