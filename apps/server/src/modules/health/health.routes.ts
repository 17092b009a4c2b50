import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { App } from '../../lib/http.js';

export async function healthRoutes(app: App, { database }: { database: Database }) {
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
}
