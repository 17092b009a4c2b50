import { CURSOR_TOTAL_CAP } from '@portal/contracts/cursor';
import { describe, expect, it } from 'vitest';
import { formatListTotal } from './list-total';

describe('keyset list totals', () => {
  it('show a capped total as "10,000+" in the member language', () => {
    expect(formatListTotal(CURSOR_TOTAL_CAP, true, 'en_US')).toBe('10,000+');
    expect(formatListTotal(CURSOR_TOTAL_CAP, true, 'zh_CN')).toBe('10,000+');
    // French groups digits with a narrow no-break space.
    expect(formatListTotal(CURSOR_TOTAL_CAP, true, 'fr_FR')).toBe('10\u202f000+');
  });

  it('show an exact total as it is', () => {
    expect(formatListTotal(9_999, false, 'en_US')).toBe('9,999');
    expect(formatListTotal(0, false, 'en_US')).toBe('0');
  });
});
