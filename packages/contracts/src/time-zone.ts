// Printed documents give times in the reader's time zone: the client names its IANA zone
// ("Africa/Abidjan") in this header; without it the company's zone is used (docs/orders.md,
// "Times on printed documents"). No zod here: the server's configuration reads it too.
export const TIME_ZONE_HEADER = 'x-time-zone';

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
