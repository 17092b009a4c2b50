import type { Localized } from '../locale.js';

// Validation texts and errors of consultations, suggestions and complaints (1_014_xxx).
// validation.ts and errors.ts spread them into their one table.

export const ADVICE_VALIDATION = {
  'v.advice.kind.required': { zh_CN: '请选择咨询、建议或投诉', en_US: 'Choose consultation, suggestion or complaint', fr_FR: 'Choisissez demande, suggestion ou réclamation' },
  'v.advice.title.required': { zh_CN: '请填写标题', en_US: 'Enter a title', fr_FR: 'Saisissez un titre' },
  'v.advice.contact.required': { zh_CN: '请填写联系人', en_US: 'Enter a contact name', fr_FR: 'Saisissez le nom du contact' },
  'v.advice.content.required': { zh_CN: '请填写内容', en_US: 'Enter your message', fr_FR: 'Saisissez votre message' },
  'v.advice.orderNo.required': { zh_CN: '请填写订单号', en_US: 'Enter the order number', fr_FR: 'Saisissez le numéro de commande' },
  'v.advice.orderNo.format': { zh_CN: '订单号只能包含字母、数字和“-”', en_US: 'An order number has only letters, digits and "-"', fr_FR: 'Un numéro de commande ne contient que lettres, chiffres et « - »' },
  'v.advice.orderNo.unknown': { zh_CN: '您的订单中没有该订单号', en_US: 'None of your orders has this number', fr_FR: "Aucune de vos commandes n'a ce numéro" },
  'v.advice.type.required': { zh_CN: '请选择投诉类型', en_US: 'Choose the complaint type', fr_FR: 'Choisissez le type de réclamation' },
  'v.advice.phone.required': { zh_CN: '请填写联系电话', en_US: 'Enter a phone number', fr_FR: 'Saisissez un numéro de téléphone' },
  'v.advice.phone.digits': { zh_CN: '电话号码只能填写数字，不含空格和“-”', en_US: 'Digits only, without spaces or "-"', fr_FR: 'Chiffres uniquement, sans espaces ni « - »' },
  'v.advice.phone.landline': {
    zh_CN: '固定电话请加区号，只填数字，如 02012345678',
    en_US: 'A landline needs its area code, digits only, e.g. 02012345678',
    fr_FR: "Un fixe doit inclure l'indicatif régional, chiffres seuls, ex. 02012345678",
  },
  'v.advice.phone.format': { zh_CN: '电话号码格式不正确', en_US: 'This phone number is not valid', fr_FR: "Ce numéro n'est pas valide" },
  'v.advice.files.max': { zh_CN: '附件最多 {maximum} 个', en_US: 'At most {maximum} attachments', fr_FR: 'Au plus {maximum} pièces jointes' },
  'v.advice.rating.range': { zh_CN: '请选择 1 到 5 星', en_US: 'Choose 1 to 5 stars', fr_FR: 'Choisissez de 1 à 5 étoiles' },
} as const satisfies Record<string, Localized>;

export const ADVICE_ERRORS = {
  // Not the caller's, or no such thread: the same answer.
  ADVICE_NOT_FOUND: {
    code: 1_014_001,
    http: 404,
    msg: { zh_CN: '记录不存在', en_US: 'Not found', fr_FR: 'Introuvable' },
  },
  // Someone (another tab, another staff member) changed it first.
  ADVICE_CHANGED: {
    code: 1_014_002,
    http: 409,
    msg: {
      zh_CN: '该记录刚被更新，请刷新后重试',
      en_US: 'This was just updated by someone else; reload and try again',
      fr_FR: "Ceci vient d'être modifié ; rechargez puis réessayez",
    },
  },
  ADVICE_CLOSED: {
    code: 1_014_003,
    http: 409,
    msg: { zh_CN: '该记录已关闭或已取消', en_US: 'This is closed or cancelled', fr_FR: 'Ceci est clos ou annulé' },
  },
  ADVICE_NOT_CANCELLABLE: {
    code: 1_014_004,
    http: 409,
    msg: {
      zh_CN: '只有未处理完的投诉可以取消',
      en_US: 'Only a complaint not yet processed can be cancelled',
      fr_FR: "Seule une réclamation pas encore traitée peut être annulée",
    },
  },
  ADVICE_NOT_RATABLE: {
    code: 1_014_005,
    http: 409,
    msg: {
      zh_CN: '回复后才能评价，且只能评价一次',
      en_US: 'You can rate once, after we have replied',
      fr_FR: 'Vous pouvez noter une fois, après notre réponse',
    },
  },
  ADVICE_NOT_AWAITING: {
    code: 1_014_006,
    http: 409,
    msg: {
      zh_CN: '已答复，等待会员回复',
      en_US: 'Already answered: waiting for the member',
      fr_FR: 'Déjà répondu : en attente du membre',
    },
  },
  ADVICE_NOT_PUBLISHABLE: {
    code: 1_014_007,
    http: 409,
    msg: {
      zh_CN: '只有已回复的咨询或建议可以公开',
      en_US: 'Only a replied consultation or suggestion can be made public',
      fr_FR: 'Seule une demande ou suggestion répondue peut être rendue publique',
    },
  },
  ADVICE_NOT_ANSWERED: {
    code: 1_014_008,
    http: 409,
    msg: { zh_CN: '答复后才能关闭', en_US: 'Answer it before closing it', fr_FR: 'Répondez avant de clore' },
  },
  // The care desk's member context: no such member.
  ADVICE_MEMBER_NOT_FOUND: {
    code: 1_014_009,
    http: 404,
    msg: { zh_CN: '会员不存在', en_US: 'No such member', fr_FR: 'Membre introuvable' },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
