// The total of a keyset list (docs/lists.md): counted up to a cap, past which the server says
// `totalCapped` and the screen shows "10,000+".
export function formatListTotal(total: number, capped: boolean, locale: string): string {
  const figure = new Intl.NumberFormat(locale.replace('_', '-')).format(total);
  return capped ? `${figure}+` : figure;
}
