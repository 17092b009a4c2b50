import type { Localized } from '../locale.js';

// Validation texts and errors of balances, e-cash rates and warehouse refunds (1_007_xxx). validation.ts and errors.ts
// spread them into their one table; keys and codes must not clash with any other area.

export const MONEY_VALIDATION = {
  'v.money.currency.required': { zh_CN: '请选择币种', en_US: 'Choose a currency', fr_FR: 'Choisissez une devise' },
  'v.money.currency.unknown': { zh_CN: '不支持该币种', en_US: 'This currency is not offered', fr_FR: "Cette devise n'est pas proposée" },
  'v.money.feeType.required': { zh_CN: '请选择费用类型', en_US: 'Choose a fee type', fr_FR: 'Choisissez un type de frais' },
  'v.money.amount.integer': {
    zh_CN: '金额须为最小货币单位的整数',
    en_US: 'The amount must be a whole number of minor units',
    fr_FR: "Le montant doit être un nombre entier d'unités mineures",
  },
  'v.money.amount.positive': { zh_CN: '金额须大于 0', en_US: 'The amount must be more than 0', fr_FR: 'Le montant doit être supérieur à 0' },
  'v.money.amount.notNegative': { zh_CN: '金额不能为负数', en_US: 'The amount cannot be negative', fr_FR: 'Le montant ne peut pas être négatif' },
  'v.money.reason.required': { zh_CN: '请填写调整原因', en_US: 'Enter the reason for the change', fr_FR: 'Indiquez le motif de la modification' },
  'v.ecash.rate.required': { zh_CN: '请填写汇率', en_US: 'Enter the rate', fr_FR: 'Indiquez le taux' },
  'v.ecash.rate.format': {
    zh_CN: '汇率须大于 0，最多 6 位小数',
    en_US: 'The rate must be above 0 with at most 6 decimals',
    fr_FR: 'Le taux doit être supérieur à 0, avec 6 décimales au plus',
  },
  'v.refund.reason.required': { zh_CN: '请填写退仓原因', en_US: 'Enter the reason for the refund', fr_FR: 'Indiquez le motif du retrait' },
  'v.refund.answer.required': { zh_CN: '请填写驳回原因', en_US: 'Enter why the refund is rejected', fr_FR: 'Indiquez pourquoi le retrait est refusé' },
} as const satisfies Record<string, Localized>;

export const MONEY_ERRORS = {
  // Also answers a fee of an order the caller may not see.
  FEE_NOT_FOUND: {
    code: 1_007_001,
    http: 404,
    msg: { zh_CN: '费用不存在', en_US: 'Fee not found', fr_FR: 'Frais introuvables' },
  },
  // {paid}: what was paid already, formatted with its currency.
  FEE_BELOW_PAID: {
    code: 1_007_002,
    http: 409,
    msg: {
      zh_CN: '费用金额不能低于已付金额（{paid}）',
      en_US: 'The fee cannot be less than what was paid already ({paid})',
      fr_FR: 'Les frais ne peuvent pas être inférieurs au montant déjà payé ({paid})',
    },
  },
  // {outstanding}: what is still owed on the fee.
  FEE_PAYMENT_EXCEEDS: {
    code: 1_007_003,
    http: 409,
    msg: {
      zh_CN: '收款金额不能超过未付金额（{outstanding}）',
      en_US: 'The payment cannot exceed what is still owed ({outstanding})',
      fr_FR: 'Le paiement ne peut pas dépasser le montant restant dû ({outstanding})',
    },
  },
  FEE_EXISTS: {
    code: 1_007_004,
    http: 409,
    msg: {
      zh_CN: '该订单已有此类型和币种的费用，请调整原费用',
      en_US: 'The order already has this fee in this currency: adjust it instead',
      fr_FR: 'La commande a déjà ces frais dans cette devise : modifiez-les plutôt',
    },
  },
  FEE_ORDER_NOT_OPEN: {
    code: 1_007_005,
    http: 409,
    msg: {
      zh_CN: '草稿或已取消的订单不能添加费用',
      en_US: 'Fees cannot be added to a draft or cancelled order',
      fr_FR: "Impossible d'ajouter des frais à une commande en brouillon ou annulée",
    },
  },
  ECASH_RATE_NOT_FOUND: {
    code: 1_007_010,
    http: 404,
    msg: { zh_CN: '汇率记录不存在', en_US: 'Rate not found', fr_FR: 'Taux introuvable' },
  },
  ECASH_RATE_IN_EFFECT: {
    code: 1_007_011,
    http: 409,
    msg: {
      zh_CN: '已生效的汇率不能删除，请新增一条汇率',
      en_US: 'A rate already in effect cannot be deleted: add a new rate instead',
      fr_FR: 'Un taux déjà en vigueur ne peut pas être supprimé : ajoutez un nouveau taux',
    },
  },
  REFUND_OPEN_EXISTS: {
    code: 1_007_020,
    http: 409,
    msg: {
      zh_CN: '该订单已有退仓申请在处理或已通过',
      en_US: 'This order already has a refund application in progress or approved',
      fr_FR: 'Cette commande a déjà une demande de retrait en cours ou approuvée',
    },
  },
  // Also answers another member's refund.
  REFUND_NOT_FOUND: {
    code: 1_007_021,
    http: 404,
    msg: { zh_CN: '退仓申请不存在', en_US: 'Refund application not found', fr_FR: 'Demande de retrait introuvable' },
  },
  REFUND_NOT_PENDING: {
    code: 1_007_022,
    http: 409,
    msg: {
      zh_CN: '该退仓申请已处理',
      en_US: 'This refund application was decided already',
      fr_FR: 'Cette demande de retrait a déjà été traitée',
    },
  },
  REFUND_IDEMPOTENCY_MISMATCH: {
    code: 1_007_023,
    http: 409,
    msg: {
      zh_CN: '该提交标识已用于另一份退仓申请，请刷新后重试',
      en_US: 'This submission key was used for another refund application, please reload and retry',
      fr_FR: 'Cette clé de soumission a servi pour une autre demande de retrait, rechargez puis réessayez',
    },
  },
  // Staff: the shipper asked to take the goods back (applied or approved): they do not leave
  // the warehouse until finance rejects the application.
  ORDER_REFUND_OPEN: {
    code: 1_007_024,
    http: 409,
    msg: {
      zh_CN: '该订单有退仓申请，不能出仓',
      en_US: 'The shipper applied for a warehouse refund: the order cannot depart',
      fr_FR: "L'expéditeur a demandé un retrait d'entrepôt : la commande ne peut pas partir",
    },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
