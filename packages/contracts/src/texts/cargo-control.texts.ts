import type { Localized } from '../locale.js';

// Validation texts and errors of cargo control (cargo-control.ts, 1_006_xxx). validation.ts and
// errors.ts spread them into their one table; keys and codes must not clash with any other area.

export const CARGO_CONTROL_VALIDATION = {
  'v.control.pickNum.required': { zh_CN: '请填写放货箱数', en_US: 'Enter the cartons to release', fr_FR: 'Indiquez le nombre de cartons à libérer' },
  'v.control.pickNum.min': { zh_CN: '放货箱数须大于 0', en_US: 'Cartons to release must be more than 0', fr_FR: 'Le nombre de cartons à libérer doit être supérieur à 0' },
  'v.control.consignee.name.required': { zh_CN: '请填写收货人姓名', en_US: 'Enter the consignee name', fr_FR: 'Indiquez le nom du destinataire' },
  'v.control.method.required': { zh_CN: '请选择验证方式', en_US: 'Choose how to verify', fr_FR: 'Choisissez le mode de vérification' },
  'v.control.password.required': { zh_CN: '请输入控货密码', en_US: 'Enter the control password', fr_FR: 'Saisissez le mot de passe de contrôle' },
} as const satisfies Record<string, Localized>;

export const CARGO_CONTROL_ERRORS = {
  // Not the caller's to see, or not under control: answers like a missing order.
  CONTROL_ORDER_NOT_FOUND: {
    code: 1_006_001,
    http: 404,
    msg: { zh_CN: '控货订单不存在', en_US: 'Controlled order not found', fr_FR: 'Commande sous contrôle introuvable' },
  },
  // The caller can read the order but no longer holds the right (e.g. after a transfer).
  CONTROL_NOT_CONTROLLER: {
    code: 1_006_002,
    http: 403,
    msg: {
      zh_CN: '只有当前控货人可以放货或转移控货权',
      en_US: 'Only the current controller can release the goods or transfer control',
      fr_FR: 'Seul le contrôleur actuel peut libérer la marchandise ou transférer le contrôle',
    },
  },
  // {remain}: cartons still releasable.
  CONTROL_RELEASE_EXCEEDS: {
    code: 1_006_003,
    http: 409,
    msg: {
      zh_CN: '放货箱数不能超过可放货箱数（{remain}）',
      en_US: 'Cartons to release cannot exceed the releasable count ({remain})',
      fr_FR: 'Le nombre de cartons ne peut pas dépasser le nombre libérable ({remain})',
    },
  },
  CONTROL_NOT_RELEASABLE: {
    code: 1_006_004,
    http: 409,
    msg: {
      zh_CN: '货物未入仓或已签收，暂不能放货',
      en_US: 'The goods cannot be released: they are not in the warehouse or already delivered',
      fr_FR: "La marchandise ne peut pas être libérée : elle n'est pas en entrepôt ou déjà livrée",
    },
  },
  CONTROL_CONSIGNEE_LOCKED: {
    code: 1_006_005,
    http: 409,
    msg: {
      zh_CN: '收货人锁定期未到，不允许修改收货人',
      en_US: 'The consignee is locked until the lock time: it cannot be changed yet',
      fr_FR: "Le destinataire est verrouillé jusqu'à la date de verrouillage : impossible de le changer",
    },
  },
  CONTROL_CONSIGNEE_NOT_IN_WAREHOUSE: {
    code: 1_006_006,
    http: 409,
    msg: {
      zh_CN: '货物未卸柜或未在仓库，不允许修改收货人',
      en_US: 'The goods are not unloaded or not in the warehouse: the consignee cannot be changed',
      fr_FR: "La marchandise n'est ni déchargée ni en entrepôt : le destinataire ne peut pas être changé",
    },
  },
  CONTROL_PASSWORD_WRONG: {
    code: 1_006_007,
    http: 400,
    msg: { zh_CN: '控货密码不正确', en_US: 'Control password incorrect', fr_FR: 'Mot de passe de contrôle incorrect' },
  },
  CONTROL_PASSWORD_NOT_SET: {
    code: 1_006_008,
    http: 409,
    msg: {
      zh_CN: '尚未设置控货密码，请使用短信验证码或先设置控货密码',
      en_US: 'No control password is set: use an SMS code, or set the control password first',
      fr_FR: "Aucun mot de passe de contrôle n'est défini : utilisez un code SMS ou définissez-le d'abord",
    },
  },
  CONTROL_TRANSFER_SAME: {
    code: 1_006_009,
    http: 409,
    msg: {
      zh_CN: '新控货人不能是当前控货人',
      en_US: 'The new controller cannot be the current controller',
      fr_FR: 'Le nouveau contrôleur ne peut pas être le contrôleur actuel',
    },
  },
  // {days}: CONTROL_REQUEST_DAYS.
  CONTROL_REQUEST_TOO_LATE: {
    code: 1_006_010,
    http: 409,
    msg: {
      zh_CN: '须在入仓后 {days} 天内申请控货',
      en_US: 'Cargo control must be asked for within {days} days of warehousing',
      fr_FR: 'Le contrôle doit être demandé dans les {days} jours suivant la mise en entrepôt',
    },
  },
  CONTROL_ALREADY_RELEASED: {
    code: 1_006_011,
    http: 409,
    msg: { zh_CN: '货物已全部放货', en_US: 'All the goods have already been released', fr_FR: 'Toute la marchandise a déjà été libérée' },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
