import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

// GET requests at a steady rate, one every 1/rate s whatever the answers (an open loop, as many
// members each asking once), over up to `connections` kept-alive connections. Each latency runs
// from the moment the request was due, not from when it was sent, so a request that waited for
// a free connection or a late timer counts its wait too.
//
// Why not autocannon's `overallRate`: it lets each connection spend its share of the second's
// requests as fast as the server answers, then idle until the next second, so 200 requests/s
// over 16 connections arrive as bursts of 16 back to back: at 200/s, user/get measured p50 7 ms
// and p99 24 ms that way against 1 and 6 ms in steady arrivals, on the same server (README.md).
export async function steadyRate({ url, headers = {}, rate, seconds, connections = 16 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;

  const send = (due) =>
    new Promise((resolve) => {
      const request = http.get(target, { agent, headers }, (response) => {
        if (response.statusCode < 200 || response.statusCode >= 300) non2xx++;
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });

  const start = performance.now();
  const answers = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0.5) await sleep(wait);
    answers.push(send(due));
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? Number.NaN;
  const round = (ms) => Math.round(ms * 10) / 10;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(latencies.at(-1) ?? Number.NaN), answered: latencies.length, rps: latencies.length / elapsed, non2xx, errors };
}
