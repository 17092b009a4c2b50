import { z } from 'zod';
import { acrossFields } from './across-fields.js';
import { areaCodeField, confirmPasswordField, mobileField, newPasswordField, outboxTime, passwordsMatch, smsCodeField } from './auth.js';
import { pageQuery } from './envelope.js';

// The member's own account (docs/product/identity.md): nickname, password, mobile,
// e-mail, control password, company information and the sidebar badges.

export const NICKNAME_MAX = 50;
export const EMAIL_MAX = 100;

export const nicknameField = z
  .string('v.nickname.required')
  .trim()
  .min(1, { error: 'v.nickname.required', abort: true })
  .max(NICKNAME_MAX, 'v.nickname.max');

// Lower-cased, so one mailbox is one address whatever its spelling.
export const emailField = z
  .string('v.email.required')
  .trim()
  .min(1, { error: 'v.email.required', abort: true })
  .max(EMAIL_MAX, 'v.email.format')
  .pipe(z.email('v.email.format'))
  .transform((email) => email.toLowerCase());

export const updateUserBody = z.object({ nickname: nicknameField });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

// Change password, proven either by the current password or by an SMS code sent to the
// member's own number (scene reset-password).
// The change-password form requires the current password when the member proves the change
// with it (the body takes it or an SMS code).
export const currentPasswordField = z
  .string('v.password.current.required')
  .min(1, { error: 'v.password.current.required', abort: true })
  .max(64, 'v.password.max');

export const updatePasswordBody = acrossFields(
  acrossFields(
    z.object({
      oldPassword: z.string().max(64, 'v.password.max').optional(),
      code: smsCodeField.optional(),
      password: newPasswordField('v.password.new.required'),
      confirmPassword: confirmPasswordField,
    }),
    ['password', 'confirmPassword'],
    passwordsMatch,
  ),
  ['oldPassword', 'code'],
  (value, ctx) => {
    if (!value.oldPassword && !value.code) {
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'v.password.oldOrCode' });
    }
  },
);
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

// Scenes a signed-in member sends to their own number: proving the old number before a
// mobile change, setting the control password, changing the password by SMS, and proving a
// release of controlled cargo or a transfer of control (the controller's own number).
export const OWN_NUMBER_SCENES = ['update-mobile', 'control-password', 'reset-password', 'release-goods', 'transfer-control'] as const;
export type OwnNumberScene = (typeof OWN_NUMBER_SCENES)[number];

export const sendOwnSmsCodeBody = z.object({
  scene: z.enum(OWN_NUMBER_SCENES),
  captchaVerification: z.string().max(200).optional(),
});
export type SendOwnSmsCodeBody = z.infer<typeof sendOwnSmsCodeBody>;

// A new number needs a code sent to it (public send-sms-code, scene update-mobile) and a
// code sent to the current number.
export const updateMobileBody = z.object({
  oldCode: smsCodeField,
  areaCode: areaCodeField,
  mobile: mobileField,
  code: smsCodeField,
});
export type UpdateMobileBody = z.infer<typeof updateMobileBody>;

export const sendEmailCodeBody = z.object({
  email: emailField,
  captchaVerification: z.string().max(200).optional(),
});
export type SendEmailCodeBody = z.infer<typeof sendEmailCodeBody>;

export const bindEmailBody = z.object({ email: emailField, code: smsCodeField });
export type BindEmailBody = z.infer<typeof bindEmailBody>;

// The control password releases held cargo (docs/product/orders.md); it is set or reset with an SMS
// code to the member's own number and follows the login password's rule.
export const resetControlPasswordBody = acrossFields(
  z.object({ code: smsCodeField, password: newPasswordField('v.controlPassword.required'), confirmPassword: confirmPasswordField }),
  ['password', 'confirmPassword'],
  passwordsMatch,
);
export type ResetControlPasswordBody = z.infer<typeof resetControlPasswordBody>;

export const controlPasswordState = z.object({ set: z.boolean(), updateTime: z.string().nullable() });
export type ControlPasswordState = z.infer<typeof controlPasswordState>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'v.maxLength')
    .optional()
    .transform((v) => (v ? v : null));

// Company information used on shipping documents (not the verification: see kyc.ts).
export const companyInfoBody = acrossFields(
  z.object({
    companyName: z
      .string('v.company.name.required')
      .trim()
      .min(1, { error: 'v.company.name.required', abort: true })
      .max(100, 'v.maxLength'),
    companyNameEn: optionalText(100),
    taxNumber: optionalText(50),
    contactName: optionalText(50),
    contactAreaCode: z
      .string()
      .trim()
      .regex(/^(\d{1,4})?$/, 'v.format')
      .optional()
      .transform((v) => v || null),
    contactPhone: z
      .string()
      .trim()
      .regex(/^\d{0,20}$/, 'v.mobile.numeric')
      .optional()
      .transform((v) => v || null),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, 'v.email.format')
      .optional()
      .transform((v) => (v ? v.toLowerCase() : null))
      .pipe(z.email('v.email.format').nullable()),
    address: optionalText(200),
  }),
  ['contactPhone', 'contactAreaCode'],
  (value, ctx) => {
    if (value.contactPhone && !value.contactAreaCode) {
      ctx.addIssue({ code: 'custom', path: ['contactAreaCode'], message: 'v.areaCode.required' });
    }
  },
);
export type CompanyInfoBody = z.input<typeof companyInfoBody>;

export const companyInfo = z.object({
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  taxNumber: z.string().nullable(),
  contactName: z.string().nullable(),
  contactAreaCode: z.string().nullable(),
  contactPhone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  updateTime: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

// The sidebar's counters (docs/product/api.md).
export const angleMark = z.object({
  cargoControlAllNum: z.number().int(),
  unreadMessageNum: z.number().int(),
  couponNum: z.number().int(),
});
export type AngleMark = z.infer<typeof angleMark>;

// Staff: the e-mail outbox, like the SMS one.
// outbox: written here only (no SMTP server set); sent or failed: what the SMTP server did.
export const MAIL_LOG_STATUSES = ['outbox', 'sent', 'failed'] as const;
export type MailLogStatus = (typeof MAIL_LOG_STATUSES)[number];
export const mailLogQuery = pageQuery.extend({
  address: z.string().trim().max(EMAIL_MAX).optional(),
  status: z.enum(MAIL_LOG_STATUSES).optional(),
  from: outboxTime,
  to: outboxTime,
});
export const mailLogItem = z.object({
  id: z.number().int(),
  address: z.string(),
  scene: z.string(),
  subject: z.string(),
  // Any code masked unless this is a local install's outbox.
  content: z.string(),
  status: z.enum(MAIL_LOG_STATUSES),
  createTime: z.string(),
});
export type MailLogItem = z.infer<typeof mailLogItem>;
