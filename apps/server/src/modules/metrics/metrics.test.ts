import { expect, it } from 'vitest';
import { call, memberToken, newIp } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';

// GET /metrics in the Prometheus text format, for a caller with METRICS_TOKEN or from an
// allowed address, refused to anyone else.

const TOKEN = 'metrics-t0ken-for-tests';

describeEachDb(
  'metrics',
  (ctx) => {
    const scrape = async (headers: Record<string, string> = {}, remoteAddress = newIp()) => ctx().app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

    it('refuses a caller without the token or with a wrong one, and answers the token and an allowed address', async () => {
      expect((await scrape()).statusCode).toBe(403);
      expect((await scrape({ authorization: 'Bearer wrong-token-of-same-size!!' })).statusCode).toBe(403);
      const byToken = await scrape({ authorization: `Bearer ${TOKEN}` });
      expect(byToken.statusCode).toBe(200);
      expect(byToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect((await scrape({}, '10.9.8.7')).statusCode).toBe(200);
    });

    it('counts requests by route pattern and status with their latency, sign-in refusals by reason, and the outbox backlog', async () => {
      const token = await memberToken(ctx());
      await call(ctx().app, 'GET', '/app-api/order/order/get', { token, query: { id: '987654' } });
      await call(ctx().app, 'POST', '/app-api/member/login', { body: { areaCode: '86', mobile: '13800138000', password: 'not-the-password' }, ip: newIp() });
      const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/app-api\/order\/order\/get",status="\d{3}"\} [1-9]/);
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/app-api\/member\/login",status="\d{3}"\}/);
      expect(text).toMatch(/sign_in_refusals_total\{reason="AUTH_BAD_CREDENTIALS"\} [1-9]/);
      expect(text).toContain('# TYPE notification_outbox_backlog gauge');
      // Every defined job, by state (the runner's own counts are tested in jobs/job-runner.test.ts).
      expect(text).toMatch(/job_queue_jobs\{job="[\w-]+",state="waiting"\} \d+/);
      expect(text).toMatch(/job_queue_jobs\{job="[\w-]+",state="failed"\} \d+/);
      expect(text).toContain('process_cpu_user_seconds_total');
      if (ctx().database.dialect === 'postgres') expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
      // A route's label is its pattern: no ids or query strings.
      expect(text).not.toMatch(/route="[^"]*(\?|987654)/);
    });
  },
  { metrics: { token: TOKEN, allow: ['10.9.8.7'] } },
);
