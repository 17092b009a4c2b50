import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idOrNoneSchema, idSchema } from './id.js';

const form = z.object({ id: idSchema('v.country.required'), groupId: idOrNoneSchema().optional() });
const ruleOf = (input: object) => {
  const result = form.safeParse(input);
  return result.success ? result.data : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

describe('idSchema', () => {
  it('takes a positive safe integer, as a number or its plain decimal text', () => {
    expect(ruleOf({ id: 2 })).toEqual({ id: 2 });
    expect(ruleOf({ id: '2' })).toEqual({ id: 2 });
    expect(ruleOf({ id: String(Number.MAX_SAFE_INTEGER) })).toEqual({ id: Number.MAX_SAFE_INTEGER });
  });

  it('refuses every other form, naming the field', () => {
    for (const id of ['0x2', '2e0', '2.0', ' 2', '02', '+2', '-2', '', '99999999999999999999', 2.5, -1, Number.MAX_VALUE, [2], [[2]], true, {}]) {
      expect(ruleOf({ id }), JSON.stringify(id)).toEqual(['id v.id']);
    }
    for (const id of [undefined, null, 0, '0']) expect(ruleOf({ id })).toEqual(['id v.country.required']);
  });

  it('lets a filter take 0 for "none"', () => {
    expect(ruleOf({ id: 1, groupId: '0' })).toEqual({ id: 1, groupId: 0 });
    expect(ruleOf({ id: 1, groupId: 3 })).toEqual({ id: 1, groupId: 3 });
    expect(ruleOf({ id: 1, groupId: '00' })).toEqual(['groupId v.id']);
  });
});
