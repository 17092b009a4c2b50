import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { retryable } from './track-results';

describe('a failed lookup', () => {
  it('offers Retry when no answer came or the server failed', () => {
    expect(retryable(new ApiError('Network error', null))).toBe(true);
    expect(retryable(new ApiError('Server error', 500))).toBe(true);
    expect(retryable(new Error('boom'))).toBe(true);
  });

  it('says a refusal as it is (no such order, too many lookups)', () => {
    expect(retryable(new ApiError('No order found', 1_005_020))).toBe(false);
    expect(retryable(new ApiError('Too many requests', 429))).toBe(false);
  });
});
