import { registerBody } from '@portal/contracts/auth';
import { loginBody } from '@portal/contracts/auth';
import { realNameBody } from '@portal/contracts/kyc';
import type { FormInstance } from 'antd';
import type { RuleObject, RuleRender } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { applyServerFieldErrors, formFieldOf, lineOf, schemaRule, zodRule, type FieldPath } from './form-rules';
import { loadGoodsBody } from './form-rules.fixture';

// The validator antd would call, with the rule object it would pass.
async function run(rule: RuleObject, value: unknown): Promise<string | null> {
  if (!rule.validator) throw new Error('not a validator rule');
  try {
    await rule.validator({} as RuleObject, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

// A form holding `values`, as far as the rules read it.
const formWith = (values: object) => ({ getFieldsValue: () => values }) as unknown as FormInstance;

function checkField(values: object, path: FieldPath, load = loadGoodsBody as () => Promise<never>, toBody?: (values: never) => unknown) {
  const rule = schemaRule(load, path, 'en_US', toBody) as RuleRender;
  return run(rule(formWith(values)), undefined);
}

const line = (name: string, weight: number, extra: object = {}) => ({ name, weight, ...extra });

describe('zodRule', () => {
  const mobile = async () => loginBody.shape.mobile;
  const password = async () => registerBody.shape.password;

  it("phrases the contracts' rule in the member's language", async () => {
    expect(await run(zodRule(mobile, 'zh_CN') as RuleObject, '')).toBe('手机号不能为空');
    expect(await run(zodRule(mobile, 'en_US') as RuleObject, undefined)).toBe('Phone number cannot be empty');
    expect(await run(zodRule(password, 'en_US') as RuleObject, 'abc')).toBe('Password cannot be less than 6');
    expect(await run(zodRule(password, 'fr_FR') as RuleObject, 'abc-123')).toBe('Le mot de passe doit comporter de 6 à 32 lettres et chiffres');
  });

  it('passes valid values', async () => {
    expect(await run(zodRule(mobile, 'en_US') as RuleObject, '13800138000')).toBeNull();
    expect(await run(zodRule(password, 'en_US') as RuleObject, 'abc123')).toBeNull();
  });
});

describe('schemaRule on a form with lines', () => {
  it("applies a line's rules to each line, on that line's field only", async () => {
    const values = { goods: [line('shoes', 3), line('hats', 0), line('', 2)] };
    expect(await checkField(values, ['goods', 0, 'weight'])).toBeNull();
    expect(await checkField(values, ['goods', 1, 'weight'])).toBe('must be at least 1');
    expect(await checkField(values, ['goods', 1, 'name'])).toBeNull();
    expect(await checkField(values, ['goods', 2, 'name'])).toBe('is required');
    expect(await checkField(values, 'reference')).toBeNull();
  });

  it("shows a rule across a line's fields on the field it names, while other fields still fail", async () => {
    const values = { goods: [line('', 0, { insured: true })] };
    expect(await checkField(values, ['goods', 0, 'insuredValue'])).toBe('is required');
    expect(await checkField(values, ['goods', 0, 'insured'])).toBeNull();
    expect(await checkField({ goods: [line('shoes', 1, { insured: true, insuredValue: 500 })] }, ['goods', 0, 'insuredValue'])).toBeNull();
  });

  it('shows a rule across lines on the line it names', async () => {
    const values = { goods: [line('shoes', 1), line('hats', 1), line('shoes', 2)] };
    expect(await checkField(values, ['goods', 2, 'name'])).toBe('is invalid');
    expect(await checkField(values, ['goods', 0, 'name'])).toBeNull();
  });

  it('shows an issue on a list held by one field (uploads) on that field', async () => {
    expect(await checkField({ goods: [] }, 'goods')).toBe('must be at least 1');
  });

  it('checks the body the form becomes', async () => {
    const toBody = (values: { lines: string }) => ({ goods: values.lines.split(',').map((name) => line(name, 1)) });
    expect(await checkField({ lines: 'shoes,shoes' }, ['goods', 1, 'name'], undefined, toBody as (values: never) => unknown)).toBe('is invalid');
  });
});

describe("the contracts' rules across fields, in the forms", () => {
  const load = <S>(schema: S) => (() => Promise.resolve(schema)) as () => Promise<never>;

  it('checks the card number against the card type before the name is typed or the photos uploaded', async () => {
    const values = { name: ' ', cardType: 'mainland_id', cardNumber: '110101199003071234' };
    expect(await checkField(values, 'cardNumber', load(realNameBody))).toBe('The ID number is not valid for this ID type');
    expect(await checkField({ ...values, cardType: 'passport', cardNumber: 'E12345678' }, 'cardNumber', load(realNameBody))).toBeNull();
    expect(await checkField(values, 'img1', load(realNameBody))).toBe('Upload the front photo');
    expect(await checkField(values, 'name', load(realNameBody))).toBe('Name cannot be empty');
  });

  it('asks for the confirmation, then for it to match the password', async () => {
    expect(await checkField({ password: 'abc12345' }, 'confirmPassword', load(registerBody))).toBe('Password confirmation cannot be empty');
    expect(await checkField({ password: 'abc12345', confirmPassword: 'abc12346' }, 'confirmPassword', load(registerBody))).toBe(
      'The two passwords do not match',
    );
    expect(await checkField({ password: 'abc12345', confirmPassword: 'abc12345' }, 'confirmPassword', load(registerBody))).toBeNull();
  });
});

describe("the server's field errors", () => {
  const registered = [['reference'], ['goods', 0, 'weight'], ['goods', 3, 'weight'], ['extraImgs']];

  it("names the form's field of a dotted server path", () => {
    expect(formFieldOf(registered, 'goods.3.weight')).toEqual(['goods', 3, 'weight']);
    expect(formFieldOf(registered, 'reference')).toEqual(['reference']);
    expect(formFieldOf(registered, 'extraImgs.2')).toEqual(['extraImgs']);
    expect(formFieldOf(registered, 'goods.7.weight')).toBeUndefined();
  });

  it("puts each text under its field, the line's field for a line", () => {
    const set: unknown[] = [];
    const form = {
      getFieldsError: () => registered.map((name) => ({ name, errors: [] })),
      setFields: (fields: unknown[]) => set.push(...fields),
    } as unknown as FormInstance;
    const error = new ApiError('bad request', 400, {
      fields: [
        { field: 'goods.3.weight', rule: 'too_small', message: 'must be at least 1' },
        { field: 'extraImgs.1', rule: 'v.file.unknown', message: 'File not found' },
        { field: 'elsewhere', rule: 'v.required', message: 'is required' },
      ],
    });
    applyServerFieldErrors(form, error);
    expect(set).toEqual([
      { name: ['goods', 3, 'weight'], errors: ['must be at least 1'] },
      { name: ['extraImgs'], errors: ['File not found'] },
    ]);
  });

  it('numbers lines from one', () => {
    expect(lineOf(['goods', 3, 'weight'])).toBe(4);
    expect(lineOf(['reference'])).toBeUndefined();
  });
});
