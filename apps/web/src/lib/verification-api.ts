import type { SendSmsCodeBody, SendSmsCodeResult } from '@portal/contracts/auth';
import type { CaptchaChallenge, CaptchaCheckBody } from '@portal/contracts/captcha';
import { api } from './api-client';

// The slider check and SMS codes, used wherever a form asks for a code.

// null when the server has the slider check switched off.
export function getCaptcha(): Promise<CaptchaChallenge | null> {
  return api.get<CaptchaChallenge | null>('/app-api/system/captcha/get');
}

export function checkCaptcha(body: CaptchaCheckBody): Promise<{ captchaVerification: string }> {
  // The caller shows its own "Verification failed" and loads a new puzzle.
  return api.post<{ captchaVerification: string }>('/app-api/system/captcha/check', body, { silent: true });
}

export function sendSmsCode(body: SendSmsCodeBody): Promise<SendSmsCodeResult> {
  return api.post<SendSmsCodeResult>('/app-api/member/send-sms-code', body);
}
