import { loginBody, registerBody } from '@portal/contracts/auth';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { zodRule } from './form-rules';

// The validator antd would call, with the rule object it would pass.
async function check(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> {
  const validator = (rule as RuleObject).validator;
  if (!validator) throw new Error('not a validator rule');
  try {
    await validator({} as RuleObject, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  const mobile = async () => loginBody.shape.mobile;
  const password = async () => registerBody.shape.password;

  it("phrases the contracts' rule in the member's language", async () => {
    expect(await check(zodRule(mobile, 'zh_CN'), '')).toBe('手机号不能为空');
    expect(await check(zodRule(mobile, 'en_US'), undefined)).toBe('Phone number cannot be empty');
    expect(await check(zodRule(password, 'en_US'), 'abc')).toBe('Password cannot be less than 6');
    expect(await check(zodRule(password, 'fr_FR'), 'abc-123')).toBe('Le mot de passe doit comporter de 6 à 32 lettres et chiffres');
  });

  it('passes valid values', async () => {
    expect(await check(zodRule(mobile, 'en_US'), '13800138000')).toBeNull();
    expect(await check(zodRule(password, 'en_US'), 'abc123')).toBeNull();
  });
});
