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
  // Member claims (docs/abnormal-items.md, "Claims").
  'v.abnormal.claim.kind.required': { zh_CN: '请选择索赔类型（丢失或破损）', en_US: 'Choose what happened: loss or damage', fr_FR: 'Choisissez ce qui est arrivé : perte ou dommage' },
  'v.abnormal.claim.amount.required': { zh_CN: '请填写索赔金额（大于 0）', en_US: 'Enter the amount claimed (above 0)', fr_FR: 'Indiquez le montant réclamé (supérieur à 0)' },
  'v.abnormal.claim.amount.max': { zh_CN: '每票最多赔付 100 美元', en_US: 'Compensation is at most USD 100 per consignment', fr_FR: "L'indemnisation est d'au plus 100 USD par expédition" },
  'v.abnormal.claim.description.required': { zh_CN: '请描述丢失或破损情况', en_US: 'Describe what is lost or damaged', fr_FR: 'Décrivez ce qui est perdu ou endommagé' },
  'v.abnormal.claim.intact.required': { zh_CN: '请说明外包装是否完好', en_US: 'Say whether the outer package was intact', fr_FR: "Indiquez si l'emballage extérieur était intact" },
  'v.abnormal.claim.intact.refused': {
    zh_CN: '外包装完好而内物破损的，不予赔偿',
    en_US: 'No compensation when the outer package is intact but the contents are damaged',
    fr_FR: "Aucune indemnisation si l'emballage extérieur est intact mais le contenu endommagé",
  },
  'v.abnormal.claim.photos.required': { zh_CN: '破损索赔请至少上传一张照片', en_US: 'Add at least one photo of the damage', fr_FR: 'Ajoutez au moins une photo du dommage' },
  'v.abnormal.claim.reason.required': { zh_CN: '请填写拒赔理由', en_US: 'Enter the reason for rejecting the claim', fr_FR: 'Indiquez le motif du refus' },
  'v.abnormal.claim.compensation.rejected': { zh_CN: '拒赔时不能填写赔偿金额', en_US: 'A rejected claim has no compensation', fr_FR: "Une réclamation refusée n'a pas d'indemnisation" },
  'v.abnormal.claim.compensation.tooHigh': { zh_CN: '赔偿金额不能超过索赔金额 {maximum}', en_US: 'At most the amount claimed, {maximum}', fr_FR: 'Au plus le montant réclamé, {maximum}' },
  'v.abnormal.claim.orderStatus': {
    zh_CN: '货物入仓后至签收前才能索赔，该订单当前状态不支持',
    en_US: 'A claim can be filed from warehousing until delivery, not in this order status',
    fr_FR: "Une réclamation est possible de l'entreposage à la livraison, pas dans cet état de la commande",
  },
  'v.abnormal.claim.insurance.notInsured': { zh_CN: '该订单未投保，不能按保险索赔', en_US: 'This order was not shipped insured', fr_FR: "Cette commande n'a pas été expédiée assurée" },
  'v.abnormal.claim.insurance.late': {
    zh_CN: '保险索赔须在入仓后 {days} 天内提出（截止 {deadline}）',
    en_US: 'Insurance claims must be filed within {days} days of warehousing (until {deadline})',
    fr_FR: "Les réclamations d'assurance se font dans les {days} jours suivant l'entreposage (jusqu'au {deadline})",
  },
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
  // One claim per order (consignment): the order has one already.
  ABNORMAL_CLAIM_EXISTS: {
    code: 1_010_006,
    http: 409,
    msg: {
      zh_CN: '该订单已提交过索赔，请在"异常处理"中查看',
      en_US: 'A claim was already filed on this order: follow it under Exception handling',
      fr_FR: 'Une réclamation existe déjà pour cette commande : suivez-la dans « Anomalies »',
    },
  },
  // Staff: the regular dispute answer on a claim, or the claim answer on anything else.
  ABNORMAL_NOT_CLAIM: {
    code: 1_010_007,
    http: 409,
    msg: { zh_CN: '该异常件不是待答复的索赔', en_US: 'This exception is not a claim awaiting an answer', fr_FR: "Cette anomalie n'est pas une réclamation en attente de réponse" },
  },
  ABNORMAL_IS_CLAIM: {
    code: 1_010_008,
    http: 409,
    msg: { zh_CN: '索赔请用索赔答复', en_US: 'Answer a claim with the claim answer', fr_FR: 'Répondez à une réclamation par la réponse de réclamation' },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
