import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { cursorQuery } from './cursor.js';
import { orderPageQuery } from './order.js';
import { giftRedeemBody } from './gifts.js';
import { scoreRuleBody } from './points.js';

describe('numbers in queries and bodies', () => {
  it('reads plain decimal text in a query, and defaults', () => {
    expect(pageQuery.parse({ pageNo: '2', pageSize: '50' })).toEqual({ pageNo: 2, pageSize: 50 });
    expect(pageQuery.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(cursorQuery.parse({ pageSize: 5 })).toEqual({ pageSize: 5 });
    expect(orderPageQuery.parse({ status: '1' }).status).toBe(1);
    expect(orderPageQuery.parse({}).status).toBeUndefined();
  });

  it('refuses arrays, booleans, blanks and padded text, naming the field', () => {
    for (const pageSize of [[1], ['1'], ['1', '2'], true, '', ' 1', '1e1', '0x10', null]) {
      const result = pageQuery.safeParse({ pageSize });
      expect(result.success, JSON.stringify(pageSize)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['pageSize']);
    }
    expect(orderPageQuery.safeParse({ status: [1] }).success).toBe(false);
  });

  it('takes only JSON numbers in bodies', () => {
    const form = { giftId: 1, quantity: 1, method: 1, outletId: 2, recipient: 'Li', areaCode: '86', phone: '13912345678', notesRead: true };
    expect(giftRedeemBody.safeParse(form).success).toBe(true);
    for (const quantity of ['1', [1], true]) {
      const result = giftRedeemBody.safeParse({ ...form, quantity });
      expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['quantity']);
    }
    const rule = { type: 1, title: 'Sign-up', points: 10 };
    expect(scoreRuleBody.safeParse(rule).success).toBe(true);
    for (const type of ['1', [1]]) expect(scoreRuleBody.safeParse({ ...rule, type }).error?.issues[0]?.path).toEqual(['type']);
  });

  it('keeps the inner rules of a query number', () => {
    expect(pageQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(z.object({ n: pageQuery.shape.pageNo }).safeParse({ n: '1.5' }).success).toBe(false);
  });
});
