import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ERRORS } from '@portal/contracts/errors';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { bearerToken } from '../../plugins/auth.js';

// Prometheus metrics on GET /metrics (docs/deploy.md, "Metrics"): requests by route and status
// with their latency, the process's own figures, the database pool, the notification outbox's
// backlog and failures by channel, and sign-in refusals by reason. Each app has its own
// registry (tests build several apps in one process). A plugin without encapsulation, so its
// hooks see every route; registered before the routes.

const SIGN_IN_ROUTES = new Set(['/app-api/member/login', '/app-api/member/sms-login', '/admin-api/system/auth/login']);
const NAME_OF_CODE = new Map<number, string>(Object.entries(ERRORS).map(([name, error]) => [error.code, name]));

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// The envelope's error code of a sign-in answer, if it is one.
function refusalOf(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'number' && code !== 0 ? (NAME_OF_CODE.get(code) ?? String(code)) : null;
  } catch {
    return null;
  }
}

export const metricsPlugin = fp<{ config: Config; database: Database; jobs: JobRunner }>(async (app, { config, database, jobs }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route and status', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({ name: 'sign_in_refusals_total', help: 'Sign-ins refused, by reason (error name)', labelNames: ['reason'], registers: [registry] });

  new Gauge({
    name: 'notification_outbox_backlog',
    help: 'Notification deliveries waiting to be sent (pending or sending), by channel',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await database.db
        .selectFrom('notification_delivery')
        .select(['channel', (eb) => eb.fn.countAll<number>().as('n')])
        .where('state', 'in', ['pending', 'sending'])
        .groupBy('channel')
        .execute();
      for (const row of rows) this.set({ channel: row.channel }, Number(row.n));
    },
  });
  new Gauge({
    name: 'notification_deliveries_failed',
    help: 'Notification deliveries given up after their last try, by channel',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await database.db
        .selectFrom('notification_delivery')
        .select(['channel', (eb) => eb.fn.countAll<number>().as('n')])
        .where('state', '=', 'failed')
        .groupBy('channel')
        .execute();
      for (const row of rows) this.set({ channel: row.channel }, Number(row.n));
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Background jobs by job name and state: waiting (retries included), active, failed (given up after the last try)',
    labelNames: ['job', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, ...states } of await jobs.counts()) {
        for (const [state, value] of Object.entries(states)) this.set({ job: name, state }, value);
      }
    },
  });
  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, requests waiting, and the maximum',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (SIGN_IN_ROUTES.has(request.routeOptions.url ?? '')) {
      const reason = refusalOf(payload);
      if (reason) refusals.inc({ reason });
    }
    return payload;
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The route's pattern, never the raw URL (ids and queries would make a label per call).
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = bearerToken(request);
    const byToken = config.metrics.token !== null && token !== null && sameSecret(token, config.metrics.token);
    const byAddress = config.metrics.allow.includes(request.ip);
    if (!byToken && !byAddress) return reply.status(403).type('text/plain').send('Forbidden: present METRICS_TOKEN as a bearer token, or call from an address in METRICS_ALLOW\n');
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
});
