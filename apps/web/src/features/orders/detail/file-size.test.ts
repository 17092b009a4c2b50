import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('file sizes', () => {
  it('read in B, KB or MB', () => {
    expect(formatFileSize(512, 'en_US')).toBe('512 B');
    expect(formatFileSize(1536, 'en_US')).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'en_US')).toBe('5 MB');
    expect(formatFileSize(2.25 * 1024 * 1024, 'fr_FR')).toBe('2,3 MB');
  });
});
