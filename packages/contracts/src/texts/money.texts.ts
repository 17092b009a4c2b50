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
  'v.refund.returnNote.required': {
    zh_CN: '请填写提货人（谁取走了货物）',
    en_US: 'Enter who collected the goods',
    fr_FR: 'Indiquez qui a retiré les marchandises',
  },
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
  // The money desk: a member id that is no member's.
  FEE_MEMBER_NOT_FOUND: {
    code: 1_007_006,
    http: 404,
    msg: { zh_CN: '会员不存在', en_US: 'Member not found', fr_FR: 'Membre introuvable' },
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
  // Staff: handing the goods back needs an approved application (applied or rejected ones are not).
  REFUND_NOT_APPROVED: {
    code: 1_007_025,
    http: 409,
    msg: {
      zh_CN: '退仓申请未通过审核，不能退货给发货人',
      en_US: 'The refund application is not approved: the goods cannot be handed back',
      fr_FR: "La demande de retrait n'est pas approuvée : les marchandises ne peuvent pas être rendues",
    },
  },
  // Staff: a second record of the same handover (two clerks at once, or a retry).
  REFUND_ALREADY_RETURNED: {
    code: 1_007_026,
    http: 409,
    msg: {
      zh_CN: '该退仓货物已退还发货人',
      en_US: 'These goods were already handed back to the shipper',
      fr_FR: "Ces marchandises ont déjà été rendues à l'expéditeur",
    },
  },
  // Staff: goods under cargo control are not handed to the shipper until the controller releases them.
  REFUND_CARGO_HELD: {
    code: 1_007_027,
    http: 409,
    msg: {
      zh_CN: '货物处于控货中，放货前不能退还发货人',
      en_US: 'The goods are under cargo control: they cannot be handed back before the controller releases them',
      fr_FR: 'Marchandises sous contrôle : elles ne peuvent être rendues avant la libération par le contrôleur',
    },
  },
  // Staff: the order still owes fees; finance settles or waives them (adjusts the fee) first.
  REFUND_FEES_OUTSTANDING: {
    code: 1_007_028,
    http: 409,
    msg: {
      zh_CN: '订单尚有未结清的费用，请先由财务结清或调整',
      en_US: 'The order still has unpaid fees: finance settles or adjusts them first',
      fr_FR: "La commande a encore des frais impayés : la finance doit d'abord les régler ou les ajuster",
    },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
