import { expect, it } from 'vitest';
import { call, newIp, newMobile, registerMember, requestSmsCode } from '../test/auth-helpers.js';
import { describeEachDb } from '../test/harness.js';
import { isCommonPassword } from './common-passwords.js';

interface Refusal {
  fields: Array<{ field: string; rule: string; message: string }>;
}

const TEXTS = {
  zh_CN: '该密码过于常见，容易被猜中，请换一个',
  en_US: 'This password is too common and easy to guess, please choose another',
  fr_FR: 'Ce mot de passe est trop courant et facile à deviner, choisissez-en un autre',
} as const;

it('knows the common passwords our rule allows, whatever their case, and not others', () => {
  for (const common of ['123456', 'password', 'abc123', 'qwerty123', 'Password1', 'PASSWORD1', '1qaz2wsx', 'iloveyou1']) expect(isCommonPassword(common), common).toBe(true);
  for (const rare of ['kite4sail', 'Stronger2026', 'demo1234x', 'zq7Mw2kp']) expect(isCommonPassword(rare), rare).toBe(false);
});

// Registration, reset and change refuse a common password by field, in the caller's language,
// before the SMS code is spent.
describeEachDb('common passwords', (ctx) => {
  it('are refused at registration, naming the field in each language; the code stays good', async () => {
    const t = ctx();
    const mobile = newMobile();
    const code = await requestSmsCode(t, { mobile, scene: 'register' });
    for (const locale of ['zh_CN', 'en_US', 'fr_FR'] as const) {
      const refused = await call<Refusal>(t.app, 'POST', '/app-api/member/reg', {
        body: { areaCode: '86', mobile, code, password: 'password1', confirmPassword: 'password1', agreement: true },
        locale,
        ip: newIp(),
      });
      expect(refused.status).toBe(400);
      expect(refused.data.fields).toEqual([{ field: 'password', rule: 'v.password.common', message: TEXTS[locale] }]);
    }
    const registered = await call(t.app, 'POST', '/app-api/member/reg', { body: { areaCode: '86', mobile, code, password: 'kite4sail', confirmPassword: 'kite4sail', agreement: true }, ip: newIp() });
    expect(registered.code).toBe(0);
  });

  it('are refused at reset and at change', async () => {
    const t = ctx();
    const member = await registerMember(t);
    const code = await requestSmsCode(t, { mobile: member.mobile, scene: 'reset-password' });
    const reset = (password: string) =>
      call<Refusal>(t.app, 'POST', '/app-api/member/reset-password', { body: { areaCode: '86', mobile: member.mobile, code, password, confirmPassword: password }, locale: 'en_US' });
    expect((await reset('Qwerty123')).data.fields).toEqual([{ field: 'password', rule: 'v.password.common', message: TEXTS.en_US }]);
    expect((await reset('kite5sail')).code).toBe(0);

    const change = (password: string) =>
      call<Refusal>(t.app, 'POST', '/app-api/member/update-password', {
        token: member.token,
        body: { oldPassword: 'kite5sail', password, confirmPassword: password },
        locale: 'fr_FR',
      });
    const { token } = (await call<{ token: string }>(t.app, 'POST', '/app-api/member/login', { body: { areaCode: '86', mobile: member.mobile, password: 'kite5sail' } })).data;
    member.token = token;
    expect((await change('abc123')).data.fields).toEqual([{ field: 'password', rule: 'v.password.common', message: TEXTS.fr_FR }]);
    expect((await change('kite6sail')).code).toBe(0);
  });
});
