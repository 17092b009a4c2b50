import { STAFF_PASSWORD_MIN } from '@portal/contracts/staff';

// A random password an administrator hands over (a new account, a reset): letters and digits
// without the ones read alike (0 O o, 1 l I), at least one of each, from the browser's
// cryptographic source. Long enough that the rule (staffPasswordField) holds with room.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LETTERS + DIGITS;
export const TEMPORARY_PASSWORD_LENGTH = Math.max(12, STAFF_PASSWORD_MIN);

function pick(from: string, random: number): string {
  return from[random % from.length]!;
}

export function temporaryPassword(random: (count: number) => Uint32Array = (count) => crypto.getRandomValues(new Uint32Array(count))): string {
  const values = random(TEMPORARY_PASSWORD_LENGTH + 1);
  const chars = Array.from({ length: TEMPORARY_PASSWORD_LENGTH }, (_, i) => pick(ALL, values[i]!));
  // One letter and one digit at places the last value chooses, so both are always there.
  const at = values[TEMPORARY_PASSWORD_LENGTH]! % (TEMPORARY_PASSWORD_LENGTH - 1);
  chars[at] = pick(LETTERS, values[0]!);
  chars[at + 1] = pick(DIGITS, values[1]!);
  return chars.join('');
}
