import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { acrossFields } from './across-fields.js';
import { ALL_CODE_SCENES } from './codes.js';
import { ENTERPRISE_STATUSES, REAL_NAME_STATUSES } from './statuses.js';

// docs/product/identity.md: the identity rules, written once for server and web forms.

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

export const areaCodeField = z
  .string('v.areaCode.required')
  .trim()
  .min(1, { error: 'v.areaCode.required', abort: true })
  .regex(/^\d{1,4}$/, 'v.format');

export const mobileField = z
  .string('v.mobile.required')
  .trim()
  .min(1, { error: 'v.mobile.required', abort: true })
  .regex(/^\d+$/, 'v.mobile.numeric')
  .max(20, 'v.mobile.format');

// Login takes whatever the member typed; the format rules apply at registration.
export const loginPasswordField = z.string('v.password.required').min(1, { error: 'v.password.required', abort: true }).max(64, 'v.password.max');

// A password being chosen; `requiredKey` names the field when it is left empty (a form with
// several password fields says which one).
export function newPasswordField(requiredKey: 'v.password.required' | 'v.password.new.required' | 'v.controlPassword.required') {
  return z
    .string(requiredKey)
    .min(1, { error: requiredKey, abort: true })
    .min(PASSWORD_MIN, 'v.password.min')
    .max(PASSWORD_MAX, 'v.password.max')
    .regex(/^[A-Za-z0-9]+$/, 'v.password.chars');
}

export const passwordField = newPasswordField('v.password.required');
// The confirmation is required on its own; that it repeats the password is `passwordsMatch`.
export const confirmPasswordField = z
  .string('v.password.confirm.required')
  .min(1, { error: 'v.password.confirm.required', abort: true });

export const smsCodeField = z
  .string('v.code.required')
  .trim()
  .min(1, { error: 'v.code.required', abort: true })
  .regex(/^\d{6}$/, 'v.code.format');

export type PasswordStrength = 'weak' | 'medium' | 'strong';

// The strength meter: letters only or digits only, or shorter than 8, is weak; letters and
// digits mixed from 8 is medium; from 10 with upper and lower case letters and digits, strong.
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/].filter((re) => re.test(password)).length;
  const hasLetter = /[A-Za-z]/.test(password);
  const hasDigit = /\d/.test(password);
  if (password.length < 8 || !hasLetter || !hasDigit) return 'weak';
  if (password.length >= 10 && kinds === 3) return 'strong';
  return 'medium';
}

// A solved sign-in proof of work (contracts/sign-in-work.ts): the challenge's id, and the
// counter whose derived key matched with that key. Sent with the try it was asked for.
export const signInWorkProof = z.object({
  challengeId: z.string().min(1).max(100),
  counter: z.number().int().min(0).max(0xffffffff),
  derivedKey: z.string().regex(/^(?:[0-9a-f]{2}){1,64}$/),
});
export type SignInWorkProof = z.infer<typeof signInWorkProof>;

// One-time token from a passed slider check (contracts/captcha.ts).
export const captchaVerificationField = z.string().max(200);

// "Keep me signed in": the longer session limits (docs/decisions.md, "Sessions").
export const keepSignedInField = z.boolean().optional();

export const loginBody = z.object({
  mobile: z.string('v.mobile.required').trim().min(1, { error: 'v.mobile.required', abort: true }).max(20, 'v.mobile.format'),
  password: loginPasswordField,
  areaCode: areaCodeField.optional(),
  keepSignedIn: keepSignedInField,
  // Sent when the server answered AUTH_CHECK_REQUIRED (docs/sign-in-abuse.md).
  captchaVerification: captchaVerificationField.optional(),
  // The solved proof of work, when the server asked for one (contracts/sign-in-work.ts).
  work: signInWorkProof.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const smsLoginBody = z.object({
  areaCode: areaCodeField,
  mobile: mobileField,
  code: smsCodeField,
  keepSignedIn: keepSignedInField,
  work: signInWorkProof.optional(),
});
export type SmsLoginBody = z.infer<typeof smsLoginBody>;

// The account a sign-in proof of work is asked for (contracts/sign-in-work.ts), named as the
// sign-in form names it.
export const memberSignInWorkBody = z.discriminatedUnion('method', [
  loginBody.pick({ mobile: true, areaCode: true }).extend({ method: z.literal('password') }),
  smsLoginBody.pick({ mobile: true, areaCode: true }).extend({ method: z.literal('sms') }),
]);
export type MemberSignInWorkBody = z.infer<typeof memberSignInWorkBody>;

export const sendSmsCodeBody = z.object({
  areaCode: areaCodeField,
  mobile: mobileField,
  // Any scene parses; the server answers SMS_SCENE_NOT_ALLOWED for those it does not send here.
  scene: z.enum(ALL_CODE_SCENES),
  // One-time token from a passed slider check; omitted only when the server has the check off.
  captchaVerification: captchaVerificationField.optional(),
});
export type SendSmsCodeBody = z.infer<typeof sendSmsCodeBody>;

// The code is valid for `expiresInSeconds`; another may be requested after `resendSeconds`.
export const sendSmsCodeResult = z.object({
  resendSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SendSmsCodeResult = z.infer<typeof sendSmsCodeResult>;

// A new password and its confirmation must be the same (a rule across fields: give it to
// `acrossFields` with both names).
export function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'v.password.mismatch' });
  }
}

export const registerBody = acrossFields(
  z.object({
    areaCode: areaCodeField,
    mobile: mobileField,
    code: smsCodeField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    referralCode: z.string().trim().max(32, 'v.format').optional(),
    agreement: z.literal(true, 'v.agreement.required'),
  }),
  ['password', 'confirmPassword'],
  passwordsMatch,
);
export type RegisterBody = z.infer<typeof registerBody>;

export const resetPasswordBody = acrossFields(
  z.object({
    areaCode: areaCodeField,
    mobile: mobileField,
    code: smsCodeField,
    password: newPasswordField('v.password.new.required'),
    confirmPassword: confirmPasswordField,
  }),
  ['password', 'confirmPassword'],
  passwordsMatch,
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const tokenResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
});
export type TokenResult = z.infer<typeof tokenResult>;

export const memberProfile = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  areaCode: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  referralCode: z.string(),
  // Verification statuses (statuses.ts); null: never submitted.
  realNameStatus: z.literal(REAL_NAME_STATUSES).nullable(),
  enterpriseStatus: z.literal(ENTERPRISE_STATUSES).nullable(),
  levelName: z.string().nullable(),
  // Points and level are shown only when the member system is on and the area code allowed.
  showMemberSystem: z.boolean(),
  canShip: z.boolean(),
  roles: z.array(z.string()),
  createTime: z.string(),
  // The session fields every client of this call reads (docs/product/identity.md, "User info"):
  // the name to greet with, the introduction (members write none: always null), the account
  // signed in, and the level.
  name: z.string(),
  introduction: z.string().nullable(),
  loginUser: z.object({
    id: z.number().int(),
    userType: z.literal('member'),
    nickname: z.string(),
    areaCode: z.string(),
    mobile: z.string(),
  }),
  // levelName: null while points are hidden from the member (as `levelName` above).
  userScoreLevelInfo: z.object({ levelName: z.string().nullable() }),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const staffLoginBody = z.object({
  username: z.string('v.account.required').trim().min(1, { error: 'v.account.required', abort: true }).max(64),
  password: loginPasswordField,
  work: signInWorkProof.optional(),
});

export type StaffLoginBody = z.infer<typeof staffLoginBody>;

export const staffSignInWorkBody = staffLoginBody.pick({ username: true });
export type StaffSignInWorkBody = z.infer<typeof staffSignInWorkBody>;

// What became of a text: outbox (written here only, no SMS_PROVIDER); sent or failed: what the
// provider did with it; delivered (or a later failed): the provider's delivery report.
export const SMS_LOG_STATUSES = ['outbox', 'sent', 'delivered', 'failed'] as const;
export type SmsLogStatus = (typeof SMS_LOG_STATUSES)[number];

// The outboxes' time filter: from (inclusive) and to (exclusive), any offset, compared in UTC.
export const outboxTime = z.iso
  .datetime({ offset: true, error: 'v.format' })
  .transform((value) => new Date(value).toISOString())
  .optional();

export const smsLogQuery = z.object({
  mobile: z.string().trim().max(20).optional(),
  status: z.enum(SMS_LOG_STATUSES).optional(),
  from: outboxTime,
  to: outboxTime,
  pageNo: queryNumber(z.number().int().min(1)).default(1),
  pageSize: queryNumber(z.number().int().min(1).max(100)).default(10),
});
export const smsLogItem = z.object({
  id: z.number().int(),
  areaCode: z.string(),
  mobile: z.string(),
  scene: z.string(),
  // Any code masked unless this is a local install's outbox.
  content: z.string(),
  status: z.enum(SMS_LOG_STATUSES),
  // The provider's reason for a failure, e.g. "twilio 400 21211: …" or "aliyun 200 isv.MOBILE_NUMBER_ILLEGAL: …".
  error: z.string().nullable(),
  createTime: z.string(),
});
export type SmsLogItem = z.infer<typeof smsLogItem>;
