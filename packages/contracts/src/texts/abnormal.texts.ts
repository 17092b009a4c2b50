import type { Localized } from '../locale.js';

// Validation texts and errors of abnormal (exception) items (1_010_xxx). validation.ts and errors.ts
// spread them into their one table; keys and codes must not clash with any other area.

export const ABNORMAL_VALIDATION = {
  'v.abnormal.action.required': { zh_CN: '请选择处理方式', en_US: 'Choose how to handle it', fr_FR: 'Choisissez comment la traiter' },
  'v.abnormal.reason.required': { zh_CN: '请填写申诉理由', en_US: 'Enter the reason for the dispute', fr_FR: 'Indiquez le motif de la contestation' },
  'v.abnormal.files.max': { zh_CN: '附件最多 {maximum} 个', en_US: 'At most {maximum} attachments', fr_FR: 'Au plus {maximum} pièces jointes' },
  'v.abnormal.type.required': { zh_CN: '请选择异常类型', en_US: 'Choose the exception type', fr_FR: "Choisissez le type d'anomalie" },
  'v.abnormal.description.required': { zh_CN: '请填写异常描述', en_US: 'Describe the exception', fr_FR: "Décrivez l'anomalie" },
  'v.abnormal.currency.required': { zh_CN: '请选择费用币种', en_US: 'Choose the currency of the amount', fr_FR: 'Choisissez la devise du montant' },
  'v.abnormal.answer.required': { zh_CN: '请选择答复', en_US: 'Choose an answer', fr_FR: 'Choisissez une réponse' },
} as const satisfies Record<string, Localized>;

export const ABNORMAL_ERRORS = {
  // Not the caller's, or no such item: the same answer.
  ABNORMAL_NOT_FOUND: {
    code: 1_010_001,
    http: 404,
    msg: { zh_CN: '异常件不存在', en_US: 'Exception item not found', fr_FR: 'Anomalie introuvable' },
  },
  // Someone (another tab, staff) moved it first.
  ABNORMAL_NOT_OPEN: {
    code: 1_010_002,
    http: 409,
    msg: {
      zh_CN: '该异常件已处理或正在等待客服答复',
      en_US: 'This exception was already handled or is waiting for our answer',
      fr_FR: 'Cette anomalie a déjà été traitée ou attend notre réponse',
    },
  },
  ABNORMAL_ACTION_NOT_ALLOWED: {
    code: 1_010_003,
    http: 400,
    msg: {
      zh_CN: '该异常类型不支持此处理方式',
      en_US: 'This action is not available for this type of exception',
      fr_FR: "Cette action n'est pas possible pour ce type d'anomalie",
    },
  },
  ABNORMAL_NOT_DISPUTED: {
    code: 1_010_004,
    http: 409,
    msg: { zh_CN: '该异常件没有待答复的申诉', en_US: 'This exception has no dispute to answer', fr_FR: "Cette anomalie n'a pas de contestation à traiter" },
  },
  ABNORMAL_ORDER_NOT_FOUND: {
    code: 1_010_005,
    http: 404,
    msg: { zh_CN: '订单不存在', en_US: 'Order not found', fr_FR: 'Commande introuvable' },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
