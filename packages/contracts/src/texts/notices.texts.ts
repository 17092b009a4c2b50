import type { Localized } from '../locale.js';

// Validation texts and errors of messages, notices, banners, coupons and the notification
// outbox's queue (1_011_xxx).
// validation.ts and errors.ts spread them into their one table; keys and codes must not clash
// with any other area.

export const NOTICES_VALIDATION = {
  'v.notices.text.required': { zh_CN: '请填写全部三种语言', en_US: 'Fill in all three languages', fr_FR: 'Remplissez les trois langues' },
  'v.notices.image.path': {
    zh_CN: '图片须为本站路径，以 / 开头',
    en_US: 'The image must be a path on this site, starting with /',
    fr_FR: 'L’image doit être un chemin de ce site, commençant par /',
  },
  'v.notices.coupon.type': { zh_CN: '请选择优惠券类型', en_US: 'Choose the coupon type', fr_FR: 'Choisissez le type de bon' },
  'v.notices.coupon.amount': { zh_CN: '请填写优惠金额', en_US: 'Enter the amount off', fr_FR: 'Indiquez le montant de la réduction' },
  'v.notices.coupon.percent': { zh_CN: '折扣须在 1 到 99 之间', en_US: 'The discount is between 1 and 99 %', fr_FR: 'La remise est comprise entre 1 et 99 %' },
  'v.notices.coupon.minimum': {
    zh_CN: '使用门槛须高于优惠金额',
    en_US: 'The minimum spend must be above the amount off',
    fr_FR: 'Le minimum d’achat doit dépasser la réduction',
  },
  'v.notices.coupon.validTo': { zh_CN: '截止日期须晚于开始日期和当前时间', en_US: 'The end date must be after the start and after now', fr_FR: 'La date de fin doit suivre le début et le moment présent' },
} as const satisfies Record<string, Localized>;

export const NOTICES_ERRORS = {
  // Not the caller's, or no such message: the same answer.
  MESSAGE_NOT_FOUND: {
    code: 1_011_001,
    http: 404,
    msg: { zh_CN: '消息不存在', en_US: 'Message not found', fr_FR: 'Message introuvable' },
  },
  // Members: not published (draft, withdrawn) or missing, the same answer.
  NOTICE_NOT_FOUND: {
    code: 1_011_002,
    http: 404,
    msg: { zh_CN: '公告不存在', en_US: 'Notice not found', fr_FR: 'Avis introuvable' },
  },
  // Someone else published or withdrew it first.
  NOTICE_STATUS_CHANGED: {
    code: 1_011_003,
    http: 409,
    msg: {
      zh_CN: '公告状态已变更，请刷新后重试',
      en_US: 'The notice changed meanwhile; reload it and try again',
      fr_FR: 'L’avis a changé entre-temps ; rechargez-le et réessayez',
    },
  },
  BANNER_NOT_FOUND: {
    code: 1_011_004,
    http: 404,
    msg: { zh_CN: '横幅不存在', en_US: 'Banner not found', fr_FR: 'Bannière introuvable' },
  },
  COUPON_NOT_FOUND: {
    code: 1_011_005,
    http: 404,
    msg: { zh_CN: '优惠券不存在', en_US: 'Coupon not found', fr_FR: 'Bon introuvable' },
  },
  COUPON_MEMBER_NOT_FOUND: {
    code: 1_011_006,
    http: 404,
    msg: { zh_CN: '会员不存在', en_US: 'Member not found', fr_FR: 'Membre introuvable' },
  },
  // Used or expired coupons cannot be withdrawn.
  COUPON_NOT_UNUSED: {
    code: 1_011_007,
    http: 409,
    msg: {
      zh_CN: '该优惠券已使用或已过期',
      en_US: 'This coupon was already used or has expired',
      fr_FR: 'Ce bon a déjà été utilisé ou a expiré',
    },
  },
  // The outbox desk's queue (docs/jobs-and-notifications.md, "The queue").
  NOTIFICATION_DELIVERY_NOT_FOUND: {
    code: 1_011_008,
    http: 404,
    msg: { zh_CN: '该发送记录不存在', en_US: 'This delivery does not exist', fr_FR: 'Cet envoi n’existe pas' },
  },
  // Only a failed delivery is tried again by staff; someone else did it first, or it moved on.
  NOTIFICATION_DELIVERY_NOT_FAILED: {
    code: 1_011_009,
    http: 409,
    msg: {
      zh_CN: '该发送已不是失败状态，请刷新后查看',
      en_US: 'This delivery is no longer failed; reload the list to see where it stands',
      fr_FR: 'Cet envoi n’est plus en échec ; rechargez la liste pour voir où il en est',
    },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
