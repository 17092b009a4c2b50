// Waits until a server answers `url` (any answer but a refused connection or a 5xx), polling
// every 200 ms; shared by the benches that start their own servers.
export async function waitFor(url, tries = 150) {
  for (let i = 0; i < tries; i++) {
    try {
      const res = await fetch(url);
      if (res.ok || res.status === 404) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}
