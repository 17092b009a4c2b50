import type { FastifyBaseLogger } from 'fastify';
import type { Readiness } from '../modules/health/readiness.js';

// Stopping a server process without dropping work (docs/deploy.md, "Stopping and health
// checks"). On the first signal the process turns not-ready (GET /health/ready answers 503)
// but keeps listening and answering for `drainMs`, the time load balancers need to notice
// and send new requests elsewhere. Then app.close(): Fastify stops accepting connections,
// answers 503 to requests that arrive on a connection already open, waits for the requests
// in flight to be answered, and runs the onClose hooks, which stop the background jobs before
// the database closes (app.ts, server.ts). The process then exits 0, or 1 if closing failed.
export interface ShutdownOptions {
  app: { close(): PromiseLike<unknown>; log: FastifyBaseLogger };
  readiness: Readiness;
  drainMs: number;
  // process.exit in server.ts; tests pass their own.
  exit: (code: number) => void;
}

export type Shutdown = (signal: NodeJS.Signals) => Promise<void>;

export function createShutdown({ app, readiness, drainMs, exit }: ShutdownOptions): Shutdown {
  let begun = false;
  let endDrain: (() => void) | null = null;
  return async (signal) => {
    if (begun) {
      // A second signal during the drain: whoever sent it does not want to wait (Ctrl+C twice,
      // or an orchestrator in a hurry). Closing still waits for the requests in flight.
      if (endDrain) {
        app.log.info({ signal }, 'shutdown: drain cut short');
        endDrain();
      }
      return;
    }
    begun = true;
    readiness.stop();
    app.log.info({ signal, drainMs }, 'shutdown: not ready, draining');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, drainMs);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    endDrain = null;
    app.log.info('shutdown: closing');
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown: closing failed');
      exit(1);
      return;
    }
    exit(0);
  };
}

// SIGTERM (orchestrators, systemd, docker stop) and SIGINT (Ctrl+C) both stop the process this way.
export function shutdownOnSignals(shutdown: Shutdown, signals: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT']): void {
  for (const signal of signals) process.on(signal, () => void shutdown(signal));
}
