import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT } from '../app.js';
import { requestLoggerFactory } from './request-logger.js';

async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level, stream, redact: { paths: LOG_REDACT, censor: '[redacted]' } }, childLoggerFactory: requestLoggerFactory });
  app.get('/quiet', async (request) => {
    request.log.info({ body: { password: 'Secret12345' } }, 'quiet line');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ body: { password: 'Secret12345' } }, 'loud line');
    expect(request.log.child({ part: 'inner' }).level).toBe(level);
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request logger', () => {
  it('writes each line with the request id and through the redaction, and nothing below its level', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ url: '/quiet' });
    expect(lines).toEqual([]);
    await app.inject({ url: '/loud' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'loud line', reqId: expect.any(String), body: { password: '[redacted]' } });
    await app.close();
  });

  it('keeps Fastify request lines at info, each with its request id', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ url: '/quiet' });
    const messages = lines.map((l) => l.msg);
    expect(messages).toEqual(['incoming request', 'quiet line', 'request completed']);
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(1);
    expect(lines[1]).toMatchObject({ body: { password: '[redacted]' } });
    await app.close();
  });
});
