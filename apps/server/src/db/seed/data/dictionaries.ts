import { ACTIONS_BY_TYPE } from '@portal/contracts/abnormal';
import { DICT_TYPES, type DictType } from '@portal/contracts/system';
import { areaCodeCountries, countryByCode, countryList, type CountrySeed } from './countries.js';

// Seeded dictionaries (docs/product/orders.md, docs/product/money-points-gifts.md, docs/decisions.md "Reference data").
// `zh` is the dictionary `label` (zh_CN), `en` is `labelEn`, `fr` is `labelFr`. Values are
// strings, as dictionary values are; `(type, value)` is unique. The seeder inserts missing
// rows only, so editing a label here does not change a database that already has the row.

// antd Tag colours the clients understand ('' = plain text).
export type DictColor = '' | 'default' | 'success' | 'processing' | 'warning' | 'error';

export interface DictEntrySeed {
  value: string;
  zh: string;
  en: string;
  fr: string;
  color?: DictColor;
  css?: string;
  // Defaults to the position in the list (1-based).
  sort?: number;
  // Seeded as status 1 (disabled): kept for staff, left out of member lists.
  disabled?: boolean;
  remark?: string;
  // Entry settings, stored as JSON in dict_data.extra.
  extra?: unknown;
}

export interface DictionarySeed {
  type: string;
  name: string;
  remark?: string;
  entries: DictEntrySeed[];
}

interface DictionaryDefinition {
  name: string;
  remark?: string;
  entries: DictEntrySeed[] | (() => DictEntrySeed[]);
}

type EntryOptions = Omit<DictEntrySeed, 'value' | 'zh' | 'en' | 'fr'>;

function e(value: string, zh: string, en: string, fr: string, options: EntryOptions = {}): DictEntrySeed {
  return { value, zh, en, fr, ...options };
}

const NO_YES: DictEntrySeed[] = [e('0', '否', 'No', 'Non', { color: 'default' }), e('1', '是', 'Yes', 'Oui', { color: 'success' })];

// A calling code shared by several countries is named after its main country; +1 and +7 also
// name the second country members know it by.
const SHARED_CODE_SECOND: Record<string, string> = { '1': 'CA', '7': 'KZ' };

function areaCodeEntry(country: CountrySeed & { areaCode: string }): DictEntrySeed {
  const code = country.areaCode;
  const second = SHARED_CODE_SECOND[code] ? countryByCode(SHARED_CODE_SECOND[code]) : null;
  const name = (lang: 'zh' | 'en' | 'fr') => (second ? `${country[lang]} / ${second[lang]}` : country[lang]);
  return {
    value: code,
    zh: `${name('zh')} +${code}`,
    en: `${name('en')} +${code}`,
    fr: `${name('fr')} +${code}`,
    sort: country.sort,
    extra: second ? { country: country.code, countries: [country.code, second.code] } : { country: country.code },
  };
}

function areaCodeEntries(): DictEntrySeed[] {
  return areaCodeCountries().map(areaCodeEntry);
}

// Area codes whose members see no points or level (docs/product/money-points-gifts.md). An entry counts only while
// enabled: +33 is seeded disabled, so French numbers do see points until staff enable it.
const FILTERED_AREA_CODES: { code: string; disabled?: boolean; remark: string }[] = [
  { code: '1', remark: 'North America: no points programme' },
  { code: '44', remark: 'United Kingdom: no points programme' },
  { code: '33', disabled: true, remark: 'France: kept for staff, disabled (points shown)' },
];

function filterScoreAreaCodeEntries(): DictEntrySeed[] {
  const byCode = new Map(areaCodeCountries().map((c) => [c.areaCode, c]));
  return FILTERED_AREA_CODES.map(({ code, disabled, remark }, i) => {
    const country = byCode.get(code);
    if (!country) throw new Error(`filter_score_area_code: no country for +${code}`);
    const entry = areaCodeEntry(country);
    return { ...entry, sort: i + 1, disabled, remark };
  });
}

function countryEntries(): DictEntrySeed[] {
  return countryList().map((c) => ({
    value: c.code,
    zh: c.zh,
    en: c.en,
    fr: c.fr,
    sort: c.sort,
    extra: { areaCode: c.areaCode },
  }));
}

// Record<DictType, …>: TypeScript refuses the file while a type of DICT_TYPES has no entry.
const DEFINITIONS: Record<DictType, DictionaryDefinition> = {
  user_type: {
    name: '用户类型',
    remark: 'Who created or acts on a record: member or back-office (staff) user',
    entries: [
      e('1', '会员', 'Member', 'Membre', { color: 'processing' }),
      e('2', '后台用户', 'Back-office user', 'Utilisateur back-office', { color: 'default' }),
    ],
  },
  audit_status: {
    name: '审核状态',
    remark: 'Generic review state (verifications, refunds, offers)',
    entries: [
      e('0', '待审核', 'Pending review', 'En attente de validation', { color: 'warning' }),
      e('1', '审核通过', 'Approved', 'Approuvé', { color: 'success' }),
      e('2', '审核不通过', 'Rejected', 'Refusé', { color: 'error' }),
      e('3', '已撤回', 'Withdrawn', 'Retiré', { color: 'default' }),
    ],
  },
  order_status: {
    name: '订单状态',
    remark: 'Status chain of docs/product/orders.md; cancelled only from draft or awaiting warehousing; returned to shipper after a warehouse refund',
    entries: [
      e('0', '草稿', 'Draft', 'Brouillon', { color: 'default' }),
      e('1', '待入仓', 'Awaiting warehousing', "En attente d'entreposage", { color: 'warning' }),
      e('2', '已入仓', 'In warehouse', 'En entrepôt', { color: 'processing' }),
      e('3', '已装柜 / 已起运', 'Loaded / departed', 'Chargé / parti', { color: 'processing' }),
      e('4', '运输中', 'In transit', 'En transit', { color: 'processing' }),
      e('5', '已到港', 'Arrived', 'Arrivé', { color: 'processing' }),
      e('6', '已卸柜 / 待提货', 'Unloaded / ready for pickup', 'Déchargé / prêt à retirer', { color: 'warning' }),
      e('7', '已签收', 'Delivered', 'Livré', { color: 'success' }),
      e('8', '已取消', 'Cancelled', 'Annulé', { color: 'error' }),
      e('9', '已退还发货人', 'Returned to shipper', "Rendue à l'expéditeur", { color: 'default' }),
    ],
  },
  order_type: {
    name: '订单类型',
    entries: [
      e('1', '集运服务', 'Cargo service (collection)', 'Service de groupage', { color: 'processing' }),
      e('2', '海外仓', 'Overseas warehouse', "Entrepôt à l'étranger", { color: 'success' }),
    ],
  },
  order_exception_status: {
    name: '异常处理状态',
    remark: 'Abnormal (exception) item: to handle, finished, or disputed (awaiting staff); contracts/abnormal.ts ABNORMAL_STATUS',
    entries: [
      e('0', '待处理', 'To handle', 'À traiter', { color: 'warning' }),
      e('1', '已处理', 'Finished', 'Traité', { color: 'success' }),
      e('2', '申诉中', 'Disputed, awaiting our answer', 'Contestée, en attente de réponse', { color: 'processing' }),
    ],
  },
  order_abnormal_state: {
    name: '订单异常状态',
    remark: 'Whether an order has abnormal items',
    entries: [
      e('0', '正常', 'Normal', 'Normal', { color: 'success' }),
      e('1', '异常待处理', 'Abnormal, to handle', 'Anomalie à traiter', { color: 'error' }),
      e('2', '异常已处理', 'Abnormal, handled', 'Anomalie traitée', { color: 'default' }),
    ],
  },
  order_exception_type: {
    name: '异常类型',
    remark: 'Kinds of abnormal item raised by the warehouse; allowed actions: contracts/abnormal.ts ACTIONS_BY_TYPE',
    entries: [
      e('1', '重货（超重）', 'Heavy cargo (overweight)', 'Marchandise lourde (surpoids)', {
        color: 'warning',
        extra: { actions: ACTIONS_BY_TYPE['1'] },
      }),
      e('2', '泡货（体积超标）', 'Bulky cargo (over volume)', 'Marchandise volumineuse', {
        color: 'warning',
        extra: { actions: ACTIONS_BY_TYPE['2'] },
      }),
      e('3', '敏感 / 禁运品', 'Restricted or prohibited goods', 'Marchandise sensible ou interdite', { color: 'error' }),
      e('4', '外包装破损', 'Damaged packaging', 'Emballage endommagé', { color: 'warning' }),
      e('5', '件数不符', 'Carton count mismatch', 'Nombre de colis non conforme', { color: 'warning' }),
      e('6', '唛头不符或缺失', 'Shipping mark missing or wrong', 'Marquage absent ou erroné', { color: 'warning' }),
      e('7', '品名或申报不符', 'Goods differ from declaration', 'Marchandise non conforme à la déclaration', { color: 'error' }),
      e('8', '预付款未付', 'Advance payment due', 'Avance non réglée', { color: 'warning' }),
      e('9', '其他', 'Other', 'Autre', { color: 'default' }),
      e('10', '丢件', 'Lost parcel', 'Colis perdu', { color: 'error' }),
    ],
  },
  payment_type: {
    name: '付款方式',
    remark: 'Who pays the freight (drawee)',
    entries: [
      e('1', '寄付（发货人付）', 'Prepaid (shipper pays)', 'Port payé (expéditeur)', { color: 'processing' }),
      e('2', '到付（收货人付）', 'Collect (consignee pays)', 'Port dû (destinataire)', { color: 'warning' }),
      e('3', '自定义分摊', 'Split (custom)', 'Réparti (personnalisé)', { color: 'default' }),
    ],
  },
  coupon_type: {
    name: '优惠券类型',
    entries: [
      e('1', '满减券', 'Amount off over a minimum', 'Réduction dès un montant', { color: 'processing' }),
      e('2', '折扣券', 'Percentage discount', 'Remise en pourcentage', { color: 'success' }),
      e('3', '运费抵扣券', 'Freight voucher', 'Bon de fret', { color: 'warning' }),
    ],
  },
  coupon_status: {
    name: '优惠券状态',
    entries: [
      e('1', '未使用', 'Unused', 'Non utilisé', { color: 'success' }),
      e('2', '已使用', 'Used', 'Utilisé', { color: 'default' }),
      e('3', '已过期', 'Expired', 'Expiré', { color: 'error' }),
    ],
  },
  customer_level: {
    name: '客户等级',
    remark: "Level a member gives its own customers",
    entries: [
      e('1', '普通客户', 'Regular', 'Habituel', { color: 'default' }),
      e('2', '重要客户', 'Key account', 'Client important', { color: 'processing' }),
      e('3', 'VIP客户', 'VIP', 'VIP', { color: 'warning' }),
    ],
  },
  customer_type: {
    name: '客户类型',
    entries: [
      e('1', '个人', 'Individual', 'Particulier', { color: 'default' }),
      e('2', '企业', 'Company', 'Entreprise', { color: 'processing' }),
    ],
  },
  customer_status: {
    name: '客户状态',
    remark: '0 enabled, 1 disabled, as every status column',
    entries: [
      e('0', '正常', 'Active', 'Actif', { color: 'success' }),
      e('1', '停用', 'Disabled', 'Désactivé', { color: 'default' }),
    ],
  },
  gift_status: {
    name: '礼品状态',
    entries: [
      e('0', '上架', 'Available', 'Disponible', { color: 'success' }),
      e('1', '下架', 'Withdrawn', 'Retiré', { color: 'default' }),
      e('2', '已兑完', 'Out of stock', 'Épuisé', { color: 'error' }),
    ],
  },
  gift_exchange_status: {
    name: '礼品兑换状态',
    remark: 'Redemptions are final: there is no cancelled state',
    entries: [
      e('1', '待发货', 'Awaiting dispatch', "En attente d'expédition", { color: 'warning' }),
      e('2', '已发货', 'Dispatched', 'Expédié', { color: 'processing' }),
      e('3', '待领取', 'Ready for pickup', 'Prêt à retirer', { color: 'processing' }),
      e('4', '已完成', 'Completed', 'Terminé', { color: 'success' }),
    ],
  },
  gift_exchange_method: {
    name: '礼品兑换方式',
    remark: 'Gifts travel free by sea on our routes and are picked up at an outlet',
    entries: [
      e('1', '网点自提', 'Pick up at an outlet', 'Retrait en agence', { color: 'processing' }),
      e('2', '随货海运至目的地网点', 'Free sea shipment to a destination outlet', 'Envoi maritime gratuit vers une agence', {
        color: 'success',
      }),
    ],
  },
  score_rule_type: {
    name: '积分规则类型',
    entries: [
      e('1', '注册', 'Registration', 'Inscription', { color: 'processing' }),
      e('2', '邀请注册', 'Invited member signs in', 'Filleul connecté', { color: 'processing' }),
      e('3', '分享', 'Share clicked', 'Partage cliqué', { color: 'processing' }),
      e('4', '订单金额', 'Order amount', 'Montant de commande', { color: 'success' }),
    ],
  },
  member_user_score_log_operate_type: {
    name: '积分操作类型',
    remark: 'Points ledger operations',
    entries: [
      e('1', '获得积分', 'Points earned', 'Points gagnés', { color: 'success' }),
      e('2', '礼品兑换', 'Gift redemption', 'Échange de cadeau', { color: 'warning' }),
      e('3', '后台增加', 'Added by staff', 'Ajout par le service client', { color: 'processing' }),
      e('4', '后台扣减', 'Deducted by staff', 'Retrait par le service client', { color: 'error' }),
      e('5', '积分过期', 'Points expired', 'Points expirés', { color: 'default' }),
    ],
  },
  transport_type: {
    name: '运输方式',
    remark: 'Values 1-4 are TRANSPORT_TYPES in contracts/system.ts',
    entries: [
      e('1', '海运拼箱', 'Sea freight (LCL)', 'Fret maritime (groupage)', { color: 'processing' }),
      e('2', '空运', 'Air freight', 'Fret aérien', { color: 'warning' }),
      e('3', '海空联运', 'Sea-air', 'Mer-air', { color: 'success' }),
      e('4', '海外仓', 'Overseas warehouse', "Entrepôt à l'étranger", { color: 'default' }),
    ],
  },
  country: {
    name: '国家',
    remark: 'ISO 3166-1 alpha-2 codes, generated from i18n-iso-countries',
    entries: countryEntries,
  },
  area_code: {
    name: '手机区号',
    remark: 'One entry per calling code (value without +), from libphonenumber-js; extra.country is the ISO code',
    entries: areaCodeEntries,
  },
  is_default: {
    name: '是否默认',
    entries: NO_YES,
  },
  yes_or_no: {
    name: '是否',
    entries: NO_YES,
  },
  client_platform: {
    name: '客户端平台',
    entries: [
      e('1', '网页端', 'Web (PC)', 'Web (PC)', { color: 'processing' }),
      e('2', '手机网页 H5', 'Mobile web (H5)', 'Web mobile (H5)', { color: 'processing' }),
      e('3', '微信小程序', 'WeChat mini program', 'Mini-programme WeChat', { color: 'success' }),
      e('4', '安卓 App', 'Android app', 'Application Android', { color: 'default' }),
      e('5', 'iOS App', 'iOS app', 'Application iOS', { color: 'default' }),
    ],
  },
  membership_levels: {
    name: '会员等级',
    remark: 'Lowest level first (by sort); extra.minScore is the cumulative points needed',
    entries: [
      e('1', '普通会员', 'Standard', 'Standard', { color: 'default', extra: { minScore: 0 } }),
      e('2', '白银会员', 'Silver', 'Argent', { color: 'processing', extra: { minScore: 1000 } }),
      e('3', '黄金会员', 'Gold', 'Or', { color: 'warning', extra: { minScore: 5000 } }),
      e('4', '铂金会员', 'Platinum', 'Platine', { color: 'success', extra: { minScore: 20000 } }),
      e('5', '钻石会员', 'Diamond', 'Diamant', { color: 'error', extra: { minScore: 50000 } }),
    ],
  },
  filter_score_area_code: {
    name: '不参与积分的区号',
    remark: 'Enabled entries hide points and levels for members of that area code',
    entries: filterScoreAreaCodeEntries,
  },
  cargo_control_status: {
    name: '控货状态',
    entries: [
      e('0', '未控货', 'Not controlled', 'Non contrôlé', { color: 'default' }),
      e('1', '控货中', 'Controlled', 'Sous contrôle', { color: 'warning' }),
      e('2', '部分放货', 'Partly released', 'Partiellement libéré', { color: 'processing' }),
      e('3', '已放货', 'Released', 'Libéré', { color: 'success' }),
    ],
  },
  real_name_status: {
    name: '实名认证状态',
    remark: '-1 is shown for members with no verification (status null)',
    entries: [
      e('-1', '未实名', 'Unverified', 'Non vérifiée', { color: 'default' }),
      e('0', '待审核', 'Pending review', 'En attente de validation', { color: 'warning' }),
      e('1', '审核中', 'Under review', "En cours d'examen", { color: 'processing' }),
      e('2', '已认证', 'Certified', 'Certifiée', { color: 'success' }),
      e('3', '审核不通过', 'Rejected', 'Refusée', { color: 'error' }),
    ],
  },
  enterprise_status: {
    name: '企业认证状态',
    remark: '-1 is shown for members with no company verification (status null)',
    entries: [
      e('-1', '未认证', 'Not verified', 'Non vérifiée', { color: 'default' }),
      e('0', '审核中', 'Under review', "En cours d'examen", { color: 'processing' }),
      e('1', '已认证', 'Verified', 'Vérifiée', { color: 'success' }),
      e('2', '审核不通过', 'Rejected', 'Refusée', { color: 'error' }),
    ],
  },
  consult_status: {
    name: '咨询状态',
    entries: [
      e('1', '待回复', 'Awaiting reply', 'En attente de réponse', { color: 'warning' }),
      e('2', '回复中', 'Replying', 'Réponse en cours', { color: 'processing' }),
      e('3', '已回复', 'Replied', 'Répondu', { color: 'success' }),
    ],
  },
  consult_type: {
    name: '咨询类型',
    remark: 'jd-advice dtype: 1 consult, 2 suggestion',
    entries: [
      e('1', '咨询', 'Consultation', 'Demande de renseignements', { color: 'processing' }),
      e('2', '建议', 'Suggestion', 'Suggestion', { color: 'success' }),
    ],
  },
  complaint_status: {
    name: '投诉状态',
    entries: [
      e('1', '待处理', 'Pending', 'En attente', { color: 'warning' }),
      e('2', '处理中', 'Processing', 'En cours de traitement', { color: 'processing' }),
      e('3', '已处理', 'Processed', 'Traitée', { color: 'success' }),
      e('4', '已取消', 'Cancelled', 'Annulée', { color: 'default' }),
    ],
  },
  complaint_type: {
    name: '投诉类型',
    entries: [
      e('1', '服务态度', 'Service attitude', "Qualité de l'accueil", { color: 'default' }),
      e('2', '运输时效', 'Transit delay', 'Retard de transport', { color: 'warning' }),
      e('3', '货物破损', 'Damaged goods', 'Marchandise endommagée', { color: 'error' }),
      e('4', '货物丢失', 'Lost goods', 'Marchandise perdue', { color: 'error' }),
      e('5', '费用争议', 'Charges dispute', 'Litige sur les frais', { color: 'warning' }),
      e('6', '其他', 'Other', 'Autre', { color: 'default' }),
    ],
  },
  message_type: {
    name: '消息类型',
    entries: [
      e('1', '订单消息', 'Order', 'Commande', { color: 'processing' }),
      e('2', '物流消息', 'Delivery', 'Livraison', { color: 'success' }),
      e('3', '提醒', 'Reminder', 'Rappel', { color: 'warning' }),
    ],
  },
  warehouse_type: {
    name: '仓库类型',
    remark: 'Values match warehouse.type (TRADE_TYPES in contracts/ecw.ts)',
    entries: [
      e('start', '始发仓', 'Origin warehouse', 'Entrepôt de départ', { color: 'processing' }),
      e('dest', '目的仓', 'Destination warehouse', 'Entrepôt de destination', { color: 'success' }),
    ],
  },
  offer_status: {
    name: '报价状态',
    entries: [
      e('1', '待报价', 'Awaiting quote', 'En attente de devis', { color: 'warning' }),
      e('2', '已报价', 'Quoted', 'Devis envoyé', { color: 'processing' }),
      e('3', '已接受', 'Accepted', 'Accepté', { color: 'success' }),
      e('4', '已拒绝', 'Declined', 'Refusé', { color: 'error' }),
      e('5', '已过期', 'Expired', 'Expiré', { color: 'default' }),
      e('6', '已转订单', 'Converted to order', 'Transformé en commande', { color: 'success' }),
    ],
  },
  offer_type: {
    name: '报价类型',
    entries: [
      e('1', '单票询价', 'Spot quote', 'Devis ponctuel', { color: 'processing' }),
      e('2', '协议价', 'Contract rate', 'Tarif contractuel', { color: 'success' }),
      e('3', '特价活动', 'Special offer', 'Offre spéciale', { color: 'warning' }),
    ],
  },
  brand_type: {
    name: '品牌类型',
    remark: 'Branded goods go only on channels that accept them',
    entries: [
      e('0', '无品牌', 'No brand', 'Sans marque', { color: 'default' }),
      e('1', '品牌（有授权）', 'Brand, authorised', 'Marque, avec autorisation', { color: 'processing' }),
      e('2', '品牌（无授权）', 'Brand, not authorised', 'Marque, sans autorisation', { color: 'warning' }),
    ],
  },
  pay_order_status: {
    name: '支付单状态',
    entries: [
      e('0', '待支付', 'Unpaid', 'Non payé', { color: 'warning' }),
      e('1', '部分支付', 'Partly paid', 'Partiellement payé', { color: 'processing' }),
      e('2', '已支付', 'Paid', 'Payé', { color: 'success' }),
      e('3', '已退款', 'Refunded', 'Remboursé', { color: 'default' }),
      e('4', '已关闭', 'Closed', 'Clôturé', { color: 'default' }),
    ],
  },
  pay_channel: {
    name: '支付渠道',
    entries: [
      e('bank_transfer', '银行转账', 'Bank transfer', 'Virement bancaire', { color: 'processing' }),
      e('wechat', '微信支付', 'WeChat Pay', 'WeChat Pay', { color: 'success' }),
      e('alipay', '支付宝', 'Alipay', 'Alipay', { color: 'processing' }),
      e('mobile_money', '移动钱包（Orange Money / MTN MoMo）', 'Mobile money (Orange Money / MTN MoMo)', 'Mobile money (Orange Money / MTN MoMo)', {
        color: 'warning',
      }),
      e('cash', '现金', 'Cash', 'Espèces', { color: 'default' }),
      e('ecash', '电子钱包余额', 'E-cash balance', 'Solde e-cash', { color: 'success' }),
    ],
  },
  refund_status: {
    name: '退款状态',
    entries: [
      e('1', '待审核', 'Pending review', 'En attente de validation', { color: 'warning' }),
      e('2', '审核通过', 'Approved', 'Approuvé', { color: 'processing' }),
      e('3', '已驳回', 'Rejected', 'Refusé', { color: 'error' }),
      e('4', '已退款', 'Refunded', 'Remboursé', { color: 'success' }),
    ],
  },
  refund_type: {
    name: '退款类型',
    entries: [
      e('1', '退仓（取回货物）', 'Warehouse return (goods taken back)', "Retrait de l'entrepôt (reprise des marchandises)", {
        color: 'warning',
      }),
      e('2', '多付费用退款', 'Overpayment refund', 'Remboursement de trop-perçu', { color: 'processing' }),
      e('3', '丢失赔偿', 'Loss compensation', 'Indemnisation de perte', { color: 'error' }),
    ],
  },
};

let cache: DictionarySeed[] | null = null;

// Every type of DICT_TYPES, with its entries; throws on a missing type, a repeated value or
// an empty label, so a bad edit fails at the first seed rather than in a member's screen.
export function dictionarySeeds(): DictionarySeed[] {
  if (cache) return cache;
  const seeds = DICT_TYPES.map((type): DictionarySeed => {
    const definition = DEFINITIONS[type] as DictionaryDefinition | undefined;
    if (!definition) throw new Error(`dictionary type ${type} has no seed`);
    const entries = typeof definition.entries === 'function' ? definition.entries() : definition.entries;
    const values = new Set<string>();
    for (const entry of entries) {
      if (values.has(entry.value)) throw new Error(`dictionary ${type}: value ${entry.value} repeated`);
      values.add(entry.value);
      if (!entry.value || !entry.zh || !entry.en || !entry.fr) throw new Error(`dictionary ${type}/${entry.value}: empty value or label`);
    }
    return { type, name: definition.name, ...(definition.remark ? { remark: definition.remark } : {}), entries };
  });
  cache = seeds;
  return seeds;
}
