import { formatNumber } from './number-format';

// The total of a keyset list (docs/lists.md): counted up to a cap, past which the server says
// `totalCapped` and the screen shows "10,000+".
export function formatListTotal(total: number, capped: boolean, locale: string): string {
  const figure = formatNumber(total, locale);
  return capped ? `${figure}+` : figure;
}
