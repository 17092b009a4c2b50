import type { Localized } from '../locale.js';

// Validation texts and errors of gift exchange (1_013_xxx). validation.ts and errors.ts spread
// them into their one table; keys and codes must not clash with any other area. 'Insufficient
// points' is the points area's POINTS_INSUFFICIENT.

export const GIFTS_VALIDATION = {
  'v.gift.name.required': { zh_CN: '请填写名称', en_US: 'Enter the name', fr_FR: 'Indiquez le nom' },
  'v.gift.points.required': { zh_CN: '请填写积分', en_US: 'Enter the points', fr_FR: 'Indiquez les points' },
  'v.gift.quantity.required': { zh_CN: '请填写兑换数量', en_US: 'Enter the quantity', fr_FR: 'Indiquez la quantité' },
  'v.gift.method.required': { zh_CN: '请选择兑换方式', en_US: 'Choose the exchange method', fr_FR: "Choisissez le mode d'échange" },
  'v.gift.outlet.required': { zh_CN: '请选择网点', en_US: 'Choose an outlet', fr_FR: 'Choisissez une agence' },
  'v.gift.recipient.required': { zh_CN: '请填写收件人', en_US: 'Enter the recipient', fr_FR: 'Indiquez le destinataire' },
  'v.gift.remark.max': { zh_CN: '备注最多 {maximum} 个字', en_US: 'Remarks: at most {maximum} characters', fr_FR: 'Remarque : {maximum} caractères au plus' },
  'v.gift.notes.required': {
    zh_CN: '请先阅读完兑换须知',
    en_US: 'Read the exchange notes to the end first',
    fr_FR: "Lisez d'abord les conditions d'échange jusqu'au bout",
  },
  'v.gift.courier.required': { zh_CN: '发货须填写快递单号和快递公司', en_US: 'Dispatch needs the courier number and company', fr_FR: 'L’expédition exige le numéro et le transporteur' },
} as const satisfies Record<string, Localized>;

export const GIFTS_ERRORS = {
  // Not in the catalogue, or withdrawn (members see only available and out-of-stock gifts).
  GIFT_NOT_FOUND: {
    code: 1_013_001,
    http: 404,
    msg: { zh_CN: '礼品不存在或已下架', en_US: 'Gift not found or withdrawn', fr_FR: 'Cadeau introuvable ou retiré' },
  },
  GIFT_OUT_OF_STOCK: {
    code: 1_013_002,
    http: 409,
    msg: { zh_CN: '礼品库存不足', en_US: 'Not enough of this gift left in stock', fr_FR: 'Stock de ce cadeau insuffisant' },
  },
  // No such outlet, closed, or it does not serve the chosen exchange method.
  GIFT_OUTLET_UNAVAILABLE: {
    code: 1_013_003,
    http: 400,
    msg: { zh_CN: '该网点不可用于所选兑换方式', en_US: 'This outlet is not available for the chosen method', fr_FR: "Cette agence n'est pas disponible pour ce mode" },
  },
  // The member-system switch is off, or the member's area code is excluded from points.
  GIFT_MEMBER_SYSTEM_OFF: {
    code: 1_013_004,
    http: 403,
    msg: {
      zh_CN: '会员积分体系未对您开放，暂不能兑换礼品',
      en_US: 'Points and gifts are not available for your account',
      fr_FR: 'Les points et cadeaux ne sont pas ouverts à votre compte',
    },
  },
  // Another member's redemption answers the same.
  GIFT_EXCHANGE_NOT_FOUND: {
    code: 1_013_005,
    http: 404,
    msg: { zh_CN: '兑换记录不存在', en_US: 'Redemption not found', fr_FR: 'Échange introuvable' },
  },
  // The same Idempotency-Key with another form.
  GIFT_IDEMPOTENCY_MISMATCH: {
    code: 1_013_006,
    http: 409,
    msg: {
      zh_CN: '该请求编号已用于另一次兑换',
      en_US: 'This request key was already used for another redemption',
      fr_FR: "Cette clé de requête a déjà servi à un autre échange",
    },
  },
  // A staff step from a status it does not start from (or someone moved it first).
  GIFT_EXCHANGE_STEP_NOT_ALLOWED: {
    code: 1_013_007,
    http: 409,
    msg: {
      zh_CN: '兑换记录的当前状态不允许此操作',
      en_US: 'The redemption is not in a status this step starts from',
      fr_FR: "L'échange n'est pas dans un état qui permet cette étape",
    },
  },
  // Staff stock correction below zero.
  GIFT_STOCK_NEGATIVE: {
    code: 1_013_008,
    http: 409,
    msg: { zh_CN: '库存不能小于零', en_US: 'Stock cannot go below zero', fr_FR: 'Le stock ne peut pas être négatif' },
  },
  GIFT_OUTLET_NOT_FOUND: {
    code: 1_013_009,
    http: 404,
    msg: { zh_CN: '网点不存在', en_US: 'Outlet not found', fr_FR: 'Agence introuvable' },
  },
  GIFT_ACTIVITY_NOT_FOUND: {
    code: 1_013_010,
    http: 404,
    msg: { zh_CN: '活动不存在', en_US: 'Activity not found', fr_FR: 'Activité introuvable' },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
