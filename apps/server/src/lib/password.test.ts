import { expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

it('hashes with argon2id at the OWASP cost and verifies', async () => {
  const h = await hashPassword('kite4sail');
  expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(h, 'kite4sail')).toBe(true);
  expect(await verifyPassword(h, 'abc12346')).toBe(false);
  expect(await verifyPassword('not a hash', 'kite4sail')).toBe(false);
});
