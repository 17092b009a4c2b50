import { describe, expect, it } from 'vitest';
import {
  ABNORMAL_STATUS,
  ABNORMAL_TYPES,
  ACTIONS_BY_TYPE,
  abnormalCreateBody,
  abnormalHandleBody,
  actionAllowed,
  statusAfter,
  surchargeApplies,
} from './abnormal.js';

const file = (n: number) => `/app-api/file/get/${'a'.repeat(20)}${String(n).padStart(2, '0')}`;

describe('abnormal items', () => {
  it('lets every type be disputed, and only weight types take the weight actions', () => {
    for (const type of ABNORMAL_TYPES) {
      expect(actionAllowed(type, 'dispute')).toBe(true);
      const weight = type === '1' || type === '2';
      for (const action of ['general', 'heavy', 'bulky'] as const) expect([type, action, actionAllowed(type, action)]).toEqual([type, action, weight]);
      expect(ACTIONS_BY_TYPE[type].length).toBeGreaterThanOrEqual(2);
    }
  });

  it('finishes on every action but a dispute; general cargo and a dispute carry no surcharge', () => {
    expect(statusAfter('dispute')).toBe(ABNORMAL_STATUS.disputed);
    expect(statusAfter('repack')).toBe(ABNORMAL_STATUS.finished);
    expect(surchargeApplies('general')).toBe(false);
    expect(surchargeApplies('heavy')).toBe(true);
  });

  it('needs a reason for a dispute and takes at most 10 attachments', () => {
    expect(abnormalHandleBody.safeParse({ id: 1, action: 'dispute' }).error?.issues[0]).toMatchObject({ path: ['remarks'], message: 'v.abnormal.reason.required' });
    expect(abnormalHandleBody.safeParse({ id: 1, action: 'dispute', remarks: 'Measured with the pallet' }).success).toBe(true);
    const ten = Array.from({ length: 10 }, (_, i) => file(i));
    expect(abnormalHandleBody.safeParse({ id: 1, action: 'accept', files: ten }).success).toBe(true);
    expect(abnormalHandleBody.safeParse({ id: 1, action: 'accept', files: [...ten, file(10)] }).error?.issues[0]).toMatchObject({ path: ['files'] });
    expect(abnormalHandleBody.safeParse({ id: 1, action: 'fly' }).success).toBe(false);
  });

  it('takes a surcharge as integer minor units with its currency', () => {
    const base = { orderId: 1, type: '1', description: 'Weighed 52 kg' };
    expect(abnormalCreateBody.safeParse({ ...base, amount: 1500, currency: 'USD' }).success).toBe(true);
    expect(abnormalCreateBody.safeParse(base).success).toBe(true);
    expect(abnormalCreateBody.safeParse({ ...base, amount: 1500 }).error?.issues[0]).toMatchObject({ path: ['currency'] });
    expect(abnormalCreateBody.safeParse({ ...base, amount: 15.5, currency: 'USD' }).success).toBe(false);
    expect(abnormalCreateBody.safeParse({ ...base, type: '11' }).success).toBe(false);
  });
});
