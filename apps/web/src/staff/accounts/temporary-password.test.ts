import { staffPasswordField } from '@portal/contracts/staff';
import { describe, expect, it } from 'vitest';
import { TEMPORARY_PASSWORD_LENGTH, temporaryPassword } from './temporary-password';

describe('temporaryPassword', () => {
  it('always passes the staff password rule, with no look-alike characters', () => {
    for (let i = 0; i < 500; i += 1) {
      const password = temporaryPassword();
      expect(staffPasswordField.safeParse(password).success).toBe(true);
      expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
      expect(password).not.toMatch(/[01lIoO]/);
    }
  });

  it('has a letter and a digit even when the source gives the same value throughout', () => {
    for (const value of [0, 7, 47, 2 ** 32 - 1]) {
      const password = temporaryPassword((count) => new Uint32Array(count).fill(value));
      expect(staffPasswordField.safeParse(password).success).toBe(true);
    }
  });

  it('differs from one call to the next', () => {
    expect(new Set(Array.from({ length: 50 }, () => temporaryPassword())).size).toBe(50);
  });
});
