import { claimCreateBody } from '@portal/contracts/abnormal';
import { describe, expect, it } from 'vitest';
import { toClaimBody } from './claim-values';

// The claim form's values as the body the server takes, checked by the same schema.

const photo = {
  id: 'abcdefghijklmnopqrstuv',
  url: '/app-api/file/get/abcdefghijklmnopqrstuv',
  name: 'crushed.jpg',
  size: 2048,
  contentType: 'image/jpeg',
  purpose: 'attachment' as const,
  createTime: '2026-11-27T08:00:00.000Z',
};
const base = { orderId: 12, requestKey: 'form-key-1234', description: 'Two cartons crushed' };

describe('toClaimBody', () => {
  it('sends dollars as cents and the photos as their urls', () => {
    const body = toClaimBody({ ...base, kind: 'damage', outerPackageIntact: false, amount: 42.5, files: [photo] });
    expect(body).toEqual({ ...base, kind: 'damage', amount: 4250, outerPackageIntact: false, insurance: false, files: [photo.url] });
    expect(claimCreateBody.safeParse(body).success).toBe(true);
  });

  it('leaves the outer-package answer out of a loss, which needs no photo', () => {
    const body = toClaimBody({ ...base, kind: 'loss', outerPackageIntact: true, amount: 100, insurance: true });
    expect(body).toMatchObject({ outerPackageIntact: undefined, amount: 10_000, insurance: true, files: [] });
    expect(claimCreateBody.safeParse(body).success).toBe(true);
  });

  it('is refused by the schema past USD 100, for an intact package, and for damage without a photo', () => {
    const issues = (values: Parameters<typeof toClaimBody>[0]) => {
      const result = claimCreateBody.safeParse(toClaimBody({ ...base, ...values }));
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(issues({ kind: 'loss', amount: 100.01 })).toEqual([['amount', 'v.abnormal.claim.amount.max']]);
    expect(issues({ kind: 'loss', amount: null })).toEqual([['amount', 'v.abnormal.claim.amount.required']]);
    expect(issues({ kind: 'damage', amount: 10, outerPackageIntact: true })).toEqual([
      ['outerPackageIntact', 'v.abnormal.claim.intact.refused'],
      ['files', 'v.abnormal.claim.photos.required'],
    ]);
  });
});
