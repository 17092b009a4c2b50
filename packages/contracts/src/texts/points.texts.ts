import type { Localized } from '../locale.js';

// Validation texts and errors of points, levels and coupons (1_012_xxx). validation.ts and
// errors.ts spread them into their one table; keys and codes must not clash with any other area.

export const POINTS_VALIDATION = {
  'v.points.integer': { zh_CN: '请输入整数', en_US: 'must be a whole number', fr_FR: 'doit être un nombre entier' },
  'v.points.ruleType.required': { zh_CN: '请选择规则类型', en_US: 'Choose the rule type', fr_FR: 'Choisissez le type de règle' },
  'v.points.currency.required': { zh_CN: '订单金额规则需选择币种', en_US: 'Choose the currency of the amounts', fr_FR: 'Choisissez la devise des montants' },
  'v.points.amountMin.required': { zh_CN: '请填写金额下限', en_US: 'Enter the lowest amount', fr_FR: 'Indiquez le montant minimum' },
  'v.points.amountMax.order': { zh_CN: '金额上限须大于下限', en_US: 'must be above the lowest amount', fr_FR: 'doit dépasser le montant minimum' },
  'v.points.amount.nonZero': { zh_CN: '积分不能为 0', en_US: 'must not be 0', fr_FR: 'ne doit pas être 0' },
} as const satisfies Record<string, Localized>;

export const POINTS_ERRORS = {
  // A debit larger than the available balance (a gift redemption, a staff deduction).
  POINTS_INSUFFICIENT: {
    code: 1_012_001,
    http: 409,
    msg: { zh_CN: '积分不足', en_US: 'Insufficient points', fr_FR: 'Points insuffisants' },
  },
  // The member system is off, or the member's area code takes no part in points.
  POINTS_HIDDEN: {
    code: 1_012_002,
    http: 403,
    msg: {
      zh_CN: '您的账户暂不支持积分功能',
      en_US: 'Points are not available for your account',
      fr_FR: 'Les points ne sont pas disponibles pour votre compte',
    },
  },
  SCORE_RULE_NOT_FOUND: {
    code: 1_012_003,
    http: 404,
    msg: { zh_CN: '积分规则不存在', en_US: 'Earning rule not found', fr_FR: 'Règle de gain introuvable' },
  },
  // Staff adjusting the points of a member id that does not exist.
  POINTS_MEMBER_NOT_FOUND: {
    code: 1_012_004,
    http: 404,
    msg: { zh_CN: '会员不存在', en_US: 'Member not found', fr_FR: 'Membre introuvable' },
  },
  // A share code that is no member's.
  SHARE_CODE_NOT_FOUND: {
    code: 1_012_005,
    http: 404,
    msg: { zh_CN: '分享链接无效', en_US: 'This share link is not valid', fr_FR: "Ce lien de partage n'est pas valide" },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
