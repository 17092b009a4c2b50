// A desk list's filters as its URL's search (a reload, a link or the back button keeps them):
// each set filter once, under its own name.
export function filterParams(filters: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [string, unknown][]) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') params.set(key, String(value));
  }
  return params;
}
