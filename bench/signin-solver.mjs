// What a password-guessing script gets out of sign-in, against the real server (issue 27;
// docs/sign-in-abuse.md, "Proof of work"): a solver that computes each proof of work on every
// core (Node's PBKDF2) and answers the slider by matching the piece's own pixels along its row in
// the background, as the outside probe did (sharp decodes the WebP pictures). Two attacks, each
// for BENCH_SECONDS (120) of real guessing:
//   - one account (the demo member), each guess from a new /24 (a botnet): only the account's
//     failures price the guesses;
//   - 100 accounts from one /24, the last octet rotating: the network's failures price them, and
//     the per-network limits apply (the sign-in routes' requests per minute, 30 failures in 15
//     minutes).
// The server trusts X-Forwarded-For (TRUST_PROXY=true), which is how the script picks its
// address; without a trusted proxy an attacker needs real addresses, which only costs more. The
// server runs with the production request limits. Each attack prints what it measured, and the
// hour it projects: the run's failures, then the server's own cost curve and limits (imported
// from apps/server/dist) at the speed this solver showed, to an hour from the first guess.
// BENCH_SECONDS=3600 measures the whole hour instead. Then what the owner pays after the attack
// on their account: nothing on a browser they signed in from before, the account's price on a
// new one, nothing by SMS code. Needs a built tree (`npm run build`).
// Usage: node bench/signin-solver.mjs   (BENCH_PORT, default 8295)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import sharp from 'sharp';
import { startServer, waitFor } from './wait-for.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8295);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const HOUR = 3600;
const base = `http://127.0.0.1:${PORT}`;
const DEMO = { mobile: '13800138000', password: 'demo1234' };
const LANES = os.availableParallelism();

const { loadConfig } = await import(path.join(root, 'apps/server/dist/config.js'));
const { workLevel, workAt, WORK_WINDOW_MS } = await import(path.join(root, 'apps/server/dist/modules/sessions/sign-in-work.js'));
const { LOGIN_WINDOW_MS, LOGIN_MAX_FAILURES_PER_NETWORK } = await import(path.join(root, 'apps/server/dist/modules/sessions/login-throttle.js'));
// The production request limits (a development config has them; NODE_ENV=test raises them).
const limits = loadConfig({ NODE_ENV: 'development' }).rateLimits;
const { unit } = loadConfig({ NODE_ENV: 'development' }).signInWork;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now() / 1000;

// ---- HTTP, from a chosen address -------------------------------------------------------------

// Answers { status, code, data, cookie }; waits out the per-network request limit (429 without
// an envelope code of its own), as a script would.
async function call(method, url, { ip, body, cookie } = {}) {
  for (;;) {
    const res = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'accept-language': 'en_US', ...(cookie ? { cookie } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = await res.json();
    if (res.status === 429 && json.code !== 1_001_002) {
      const seconds = Number(res.headers.get('retry-after') ?? 5);
      stats.limited += 1;
      stats.waited += seconds;
      await sleep(1000 * seconds);
      continue;
    }
    const device = /portal-device=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    return { status: res.status, code: json.code, data: json.data, cookie: device ? `portal-device=${device}` : cookie };
  }
}

const stats = { limited: 0, waited: 0 };

// ---- The proof of work, on every core ----------------------------------------------------------

// Counts derivations; Node runs the async PBKDF2 calls on its thread pool, LANES at a time.
let derivations = 0;
const countedDeriveKey = (parameters, salt, password) => {
  derivations += 1;
  return nodeDeriveKey(parameters, salt, password);
};

async function solve(pow) {
  const controller = new AbortController();
  const lanes = Array.from({ length: LANES }, async (_, lane) => {
    const solution = await solveChallenge({ challenge: { parameters: pow }, deriveKey: countedDeriveKey, controller, counterStart: lane, counterStep: LANES, timeout: 0 });
    if (!solution) throw new Error('not solved');
    return solution;
  });
  try {
    return await Promise.any(lanes);
  } finally {
    controller.abort();
  }
}

// ---- The slider, by pixel matching -------------------------------------------------------------

async function raw(dataUrl, channels) {
  const input = Buffer.from(dataUrl.split(',')[1], 'base64');
  const image = channels === 4 ? sharp(input).ensureAlpha() : sharp(input).removeAlpha();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

// Where the piece's own pixels (its opaque inside) correlate best with the background along
// the piece's row: the gap holds the same picture, darkened; the decoys hold it shifted up or
// down, or under another outline.
async function findGap(puzzle) {
  const background = await raw(puzzle.background, 3);
  const piece = await raw(puzzle.piece, 4);
  const inside = [];
  for (let y = 0; y < piece.height; y += 1) {
    for (let x = 0; x < piece.width; x += 1) {
      const i = (y * piece.width + x) * 4;
      if (piece.data[i + 3] >= 250) inside.push([x, y, piece.data[i] + piece.data[i + 1] + piece.data[i + 2]]);
    }
  }
  let best = { x: 0, score: -Infinity };
  for (let at = 0; at <= background.width - piece.width; at += 1) {
    let sp = 0, sb = 0, spp = 0, sbb = 0, spb = 0;
    for (const [x, y, p] of inside) {
      const i = ((puzzle.pieceY + y) * background.width + at + x) * 3;
      const b = background.data[i] + background.data[i + 1] + background.data[i + 2];
      sp += p; sb += b; spp += p * p; sbb += b * b; spb += p * b;
    }
    const n = inside.length;
    const score = (spb - (sp * sb) / n) / Math.sqrt((spp - (sp * sp) / n) * (sbb - (sb * sb) / n) || 1);
    if (score > best.score) best = { x: at, score };
  }
  return best.x;
}

// A drag as a hand draws it, just long enough to pass: slow, fast, slow, drifting a pixel or two.
function track(x, ms = 240) {
  const frames = Math.round(ms / 16);
  return Array.from({ length: frames + 1 }, (_, i) => {
    const p = i / frames;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    return [Math.round(p * ms), Math.round(x * eased * 10) / 10, Math.round(Math.sin(p * 5) * 2)];
  });
}

const slider = { tries: 0, passed: 0, seconds: 0 };

async function passSlider(ip) {
  const startedAt = now();
  const puzzle = (await call('GET', '/app-api/system/captcha/get', { ip })).data;
  const fetchedAt = now();
  const [x, pow] = await Promise.all([findGap(puzzle), solveChallenge({ challenge: { parameters: puzzle.pow }, deriveKey: nodeDeriveKey })]);
  const drag = track(x);
  // The track may not be longer than the puzzle has existed: the script waits it out.
  await sleep(Math.max(0, drag.at(-1)[0] / 1000 - (now() - fetchedAt)) * 1000);
  const checked = await call('POST', '/app-api/system/captcha/check', {
    ip,
    body: { captchaId: puzzle.captchaId, x, track: drag, input: 'pointer', pow: { counter: pow.counter, derivedKey: pow.derivedKey } },
  });
  slider.tries += 1;
  slider.seconds += now() - startedAt;
  if (checked.code !== 0) return null;
  slider.passed += 1;
  return checked.data.captchaVerification;
}

// ---- One guess, as the web signs in --------------------------------------------------------------

// A wrong password for `mobile` from `ip`, paying the proof and passing the slider when asked.
// Answers what it cost, or { locked: minutes } when the network is refused.
async function guess(mobile, ip) {
  const startedAt = now();
  const waitedBefore = stats.waited;
  for (;;) {
    const challenge = (await call('POST', '/app-api/member/sign-in-work', { ip, body: { method: 'password', mobile } })).data;
    const before = derivations;
    const solveStart = now();
    const solving = challenge ? solve(challenge.pow).then((s) => ({ solved: now() - solveStart, work: { challengeId: challenge.challengeId, counter: s.counter, derivedKey: s.derivedKey } })) : null;
    let captchaVerification;
    if (challenge?.checkRequired) {
      while (!(captchaVerification = await passSlider(ip)));
    }
    const paid = solving ? await solving : { solved: 0 };
    const answer = await call('POST', '/app-api/member/login', { ip, body: { mobile, password: `guess${Math.random().toString(36).slice(2, 10)}`, captchaVerification, work: paid.work } });
    if (answer.code === 1_001_002) return { locked: answer.data.minutes };
    if (answer.code === 1_001_024) continue; // the price rose meanwhile: ask again
    if (answer.code !== 1_001_001) throw new Error(`guess answered ${answer.code}`);
    return { seconds: now() - startedAt, solveSeconds: paid.solved, waited: stats.waited - waitedBefore, derived: derivations - before };
  }
}

// ---- An attack, measured then projected to the hour ----------------------------------------------

async function attack(name, nextTry) {
  const failures = [];
  const startedAt = now();
  let locked = null;
  while (now() - startedAt < SECONDS) {
    const { mobile, ip } = nextTry(failures.length);
    const result = await guess(mobile, ip);
    if (result.locked) {
      locked = result.locked;
      const waitS = Math.min(result.locked * 60, SECONDS - (now() - startedAt));
      if (waitS <= 0) break;
      await sleep(waitS * 1000);
      continue;
    }
    failures.push({ at: now() - startedAt, mobile, ...result });
  }
  const measured = now() - startedAt;
  return { name, failures, measured, locked };
}

// The rest of the hour by the server's rules, at the speed measured: each further guess costs its
// level's derivations at the measured seconds per derivation, plus the measured time a guess
// takes besides (requests, slider); the per-network request limit (one login a guess: each
// route counts its own) and the network lock apply when the attack comes from one network.
function projectHour(run, { oneNetwork, accounts, secondsPerDerivation, overhead }) {
  const times = run.failures.map((f) => ({ at: f.at, mobile: f.mobile }));
  let t = run.measured;
  let n = times.length;
  const minInterval = oneNetwork ? 60 / limits.signInPerMinute : 0;
  while (t < HOUR) {
    const mobile = accounts(n);
    const inWork = times.filter((f) => f.at > t - WORK_WINDOW_MS / 1000);
    const accountFailures = inWork.filter((f) => f.mobile === mobile).length;
    const networkFailures = oneNetwork ? inWork.length : 0;
    if (oneNetwork) {
      const inLock = times.filter((f) => f.at > t - LOGIN_WINDOW_MS / 1000);
      if (inLock.length >= LOGIN_MAX_FAILURES_PER_NETWORK) {
        t = inLock[inLock.length - LOGIN_MAX_FAILURES_PER_NETWORK].at + LOGIN_WINDOW_MS / 1000 + 0.001;
        continue;
      }
    }
    const cost = Math.max(minInterval, workAt(workLevel(accountFailures, networkFailures), unit) * secondsPerDerivation + overhead);
    t += cost;
    if (t > HOUR) break;
    times.push({ at: t, mobile });
    n += 1;
  }
  return times.filter((f) => f.at <= HOUR).length;
}

function summary(run) {
  const solved = run.failures.filter((f) => f.derived > 0);
  const secondsPerDerivation = solved.reduce((s, f) => s + f.solveSeconds, 0) / Math.max(1, solved.reduce((s, f) => s + f.derived, 0));
  // Besides the proof and the request limit's waits (which the projection applies itself).
  const overhead = run.failures.reduce((s, f) => s + f.seconds - f.solveSeconds - f.waited, 0) / Math.max(1, run.failures.length);
  return { secondsPerDerivation, overhead };
}

const fmt = (s) => (s >= 100 ? `${Math.round(s)} s` : `${s.toFixed(s >= 10 ? 1 : 2)} s`);

// ---- The run ------------------------------------------------------------------------------------------

const { server, dataDir } = startServer(root, PORT, 'portal-bench-signin-', {
  TRUST_PROXY: 'true',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: String(limits.signInPerMinute),
  RATE_LIMIT_CAPTCHA_PER_MINUTE: String(limits.captchaPerMinute),
  RATE_LIMIT_SMS_PER_MINUTE: String(limits.smsPerMinute),
});
try {
  await waitFor(`${base}/health`);
  console.log(`Sign-in against the real server (SQLite, X-Forwarded-For trusted, production request limits: ${limits.signInPerMinute} sign-in requests a minute per network)`);
  console.log(`Solver: Node PBKDF2 on ${LANES} lanes; slider by pixel matching (sharp). ${SECONDS} s of guessing per attack.\n`);

  // The owner signs in at home first: that browser is then known.
  const home = '198.51.100.10';
  const owner = await call('POST', '/app-api/member/login', { ip: home, body: DEMO });
  if (owner.code !== 0) throw new Error(`owner sign-in answered ${owner.code}`);
  const quietNewDevice = (await call('POST', '/app-api/member/sign-in-work', { ip: home, body: { method: 'password', mobile: DEMO.mobile } })).data;

  let botnet = 0;
  const one = await attack('one account, a new /24 each guess', () => {
    botnet += 1;
    return { mobile: DEMO.mobile, ip: `10.${(botnet >> 8) & 255}.${botnet & 255}.7` };
  });
  const oneCosts = summary(one);
  const oneHour = projectHour(one, { oneNetwork: false, accounts: () => DEMO.mobile, ...oneCosts });

  // The owner, after the attack on their account.
  const newDevice = (await call('POST', '/app-api/member/sign-in-work', { ip: home, body: { method: 'password', mobile: DEMO.mobile } })).data;
  const bySms = (await call('POST', '/app-api/member/sign-in-work', { ip: home, body: { method: 'sms', areaCode: '86', mobile: DEMO.mobile } })).data;
  const knownStart = now();
  const known = (await call('POST', '/app-api/member/sign-in-work', { ip: home, cookie: owner.cookie, body: { method: 'password', mobile: DEMO.mobile } })).data;
  const knownLogin = await call('POST', '/app-api/member/login', { ip: home, cookie: owner.cookie, body: DEMO });
  const knownSeconds = now() - knownStart;
  if (knownLogin.code !== 0) throw new Error(`the owner's known device was refused: ${knownLogin.code}`);

  const accounts = Array.from({ length: 100 }, (_, i) => `1390000${String(i).padStart(4, '0')}`);
  const many = await attack('100 accounts from one /24', (n) => ({ mobile: accounts[n % 100], ip: `203.0.113.${(n % 250) + 1}` }));
  const manyCosts = summary(many);
  const manyHour = projectHour(many, { oneNetwork: true, accounts: (n) => accounts[n % 100], ...manyCosts });

  console.log(`${'attack'.padEnd(37)}${'measured'.padEnd(62)}guesses in the first hour`);
  for (const [run, hour] of [
    [one, oneHour],
    [many, manyHour],
  ]) {
    const last = run.failures.at(-1);
    const note = run.locked ? `, network refused for ${run.locked} min` : '';
    const measured = `${run.failures.length} guesses in ${fmt(run.measured)} (last cost ${fmt(last?.seconds ?? 0)}${note})`;
    console.log(`${run.name.padEnd(37)}${measured.padEnd(62)}${SECONDS >= HOUR ? run.failures.length : `${hour} (projected)`}`);
  }
  console.log(`\nSpeed: ${(1 / oneCosts.secondsPerDerivation).toFixed(0)} derivations/s (${LANES} lanes); besides the proof a guess took ${fmt(oneCosts.overhead)} (one account) and ${fmt(manyCosts.overhead)} (one /24).`);
  console.log(`Slider: ${slider.passed} of ${slider.tries} passed by pixel matching, ${fmt(slider.seconds / Math.max(1, slider.tries))} each (waiting out the drag included).`);
  if (stats.limited) console.log(`Request limit: waited out ${stats.limited} refusals of the per-network request limit (${fmt(stats.waited)} in all).`);
  console.log('\nWhat the owner pays (the demo member, after the attack on their account):');
  console.log(`  before the attack, a new browser:          ${quietNewDevice ? `${quietNewDevice.work} derivations` : 'nothing (quiet account)'}`);
  console.log(`  a browser they signed in from before:      ${known ? 'a proof (unexpected)' : 'nothing'}; the sign-in took ${fmt(knownSeconds)}`);
  const newDeviceCost = newDevice ? `${newDevice.work} derivations on average, ${fmt(newDevice.work * oneCosts.secondsPerDerivation)} at this solver's speed (Chromium's is alike, docs/sign-in-abuse.md)` : 'nothing';
  console.log(`  a new browser, password:                   ${newDeviceCost}`);
  console.log(`  a new browser, SMS code:                   ${bySms ? `${bySms.work} derivations` : 'nothing (failed codes count apart)'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
