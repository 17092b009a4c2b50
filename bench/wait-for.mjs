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

// Signs the demo member in on a server started by a bench; answers the bearer token.
export async function demoToken(base) {
  const login = await fetch(`${base}/app-api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800138000', password: 'demo1234', areaCode: '86' }),
  }).then((r) => r.json());
  if (login.code !== 0) throw new Error(`demo login failed: ${login.msg}`);
  return login.data.token;
}
