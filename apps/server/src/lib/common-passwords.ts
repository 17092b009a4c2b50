import { createRequire } from 'node:module';
import { FieldsError } from './app-error.js';

// Passwords on the common-password lists are refused where a member chooses one (registration,
// reset, change): the first thing a guessing script tries. The list is zxcvbn-ts's
// `passwords-common` dictionary (@zxcvbn-ts/language-common, about 49,000 passwords gathered
// from leaks, ranked by frequency; maintained upstream), kept on the server only: it is too big
// for the member bundle (bench/budgets.json), so the forms show the server's field error.
// Only the entries our rule allows (6-32 letters and digits) can match; compared ignoring case.
const require = createRequire(import.meta.url);
let list: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  if (!list) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    list = new Set((dictionary['passwords-common'] ?? []).map((word) => word.toLowerCase()).filter((word) => /^[a-z0-9]{6,32}$/.test(word)));
  }
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

// Throws the field error (400, data.fields) for a common password in `field`.
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new FieldsError([{ field, rule: 'v.password.common' }]);
}
