import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { App } from '../../lib/http.js';
import type { Readiness } from './readiness.js';

// How long /health/ready waits for `select 1`. A database that does not answer in this time is
// as good as unreachable to a load balancer deciding where to send the next request, and the
// probe must answer before the balancer's own timeout.
export const READY_DATABASE_TIMEOUT_MS = 2000;

const liveAnswer = z.object({ status: z.literal('live') });
const readyAnswer = z.object({ status: z.enum(['ready', 'stopping', 'database unreachable']) });

async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([sql`select 1`.execute(database.db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

// Outside /app-api and /admin-api, so no guard applies (plugins/auth.ts): load balancers and
// orchestrators call these without a token. docs/deploy.md, "Stopping and health checks".
export async function healthRoutes(app: App, { database, readiness }: { database: Database; readiness: Readiness }) {
  const tags = ['health'];

  // Kept as it was: the browser journeys and existing installations wait on it.
  app.get(
    '/health',
    {
      schema: {
        hide: true,
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await sql`select 1`.execute(database.db);
      return { status: 'ok' as const, database: database.dialect };
    },
  );

  // The process runs and its event loop turns: restart it only when this fails. It asks
  // nothing of the database, so a database outage does not restart every process at once.
  app.get(
    '/health/live',
    { schema: { tags, summary: 'Liveness: 200 while the process runs', response: { 200: liveAnswer } } },
    async () => ({ status: 'live' as const }),
  );

  // Whether to send this process requests: 503 once shutdown has begun, or while the
  // database does not answer.
  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: 200 when the process takes requests; 503 while it stops or its database does not answer',
        response: { 200: readyAnswer, 503: readyAnswer },
      },
    },
    async (_request, reply) => {
      if (readiness.stopping) return reply.status(503).send({ status: 'stopping' });
      if (!(await databaseAnswers(database))) return reply.status(503).send({ status: 'database unreachable' });
      // Shutdown may have begun while the database answered.
      if (readiness.stopping) return reply.status(503).send({ status: 'stopping' });
      return { status: 'ready' as const };
    },
  );
}
