import type { SendSmsCodeResult } from '@portal/contracts/auth';
import type { CodeScene } from '@portal/contracts/codes';
import { Button, Form } from 'antd';
import Input, { type InputProps } from 'antd/es/input/Input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error';
import { feedback } from '../lib/feedback';
import { useCountdown } from '../lib/use-countdown';
import { sendSmsCode } from '../lib/verification-api';
import { useSliderCaptcha } from './use-slider-captcha';

// DESIGN §3: 60 s between codes; the server's answer says exactly how long.
const RESEND_SECONDS = 60;

// A "too soon" answer carries data.seconds: count down from there.
function waitFrom(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const seconds = (error.data as { seconds?: unknown }).seconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

type SendCode = (captchaVerification: string | undefined) => Promise<SendSmsCodeResult>;

interface SmsCodeInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  scene: CodeScene;
  value?: string;
  onChange?: (value: string) => void;
  // Names of the form's fields holding the number the code goes to.
  areaCodeField?: string;
  mobileField?: string;
  // Sends the code some other way (to the member's own number, to an e-mail address) after
  // checking `checkFields`, instead of to the number in the form.
  request?: SendCode;
  checkFields?: string[];
}

// The code input with its "send code" button: checks the number fields, passes the slider
// check, sends the code and counts down before a resend. Use inside a Form.Item.
export function SmsCodeInput({
  scene,
  value,
  onChange,
  areaCodeField = 'areaCode',
  mobileField = 'mobile',
  request,
  checkFields,
  ...inputProps
}: SmsCodeInputProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { remaining, start } = useCountdown();
  const { verify, modal } = useSliderCaptcha();
  const [sending, setSending] = useState(false);

  const send = async () => {
    try {
      await form.validateFields(checkFields ?? (request ? [] : [areaCodeField, mobileField]));
    } catch {
      return;
    }
    try {
      const captchaVerification = await verify();
      if (captchaVerification === null) return;
      setSending(true);
      const result = request
        ? await request(captchaVerification)
        : await sendSmsCode({
            areaCode: String(form.getFieldValue(areaCodeField)).trim(),
            mobile: String(form.getFieldValue(mobileField)).trim(),
            scene,
            captchaVerification,
          });
      feedback.success(t('common.sms.sent'));
      start(result?.resendSeconds || RESEND_SECONDS);
    } catch (error) {
      // The api client has already shown the server's message.
      const wait = waitFrom(error);
      if (wait) start(wait);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          {...inputProps}
          value={value}
          onChange={(event) => onChange?.(event.target.value.trim())}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button onClick={() => void send()} loading={sending} disabled={remaining > 0}>
          {remaining > 0 ? t('common.sms.resend', { seconds: remaining }) : t('common.sms.send')}
        </Button>
      </div>
      {modal}
    </>
  );
}
