import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../lib/errors';
import { FALLBACK_RETRY_AFTER_SECONDS, registerErrorHandler } from './error-handler';

class SlowDown extends ValidationError {
  override readonly statusCode = 429 as 400;
  override readonly retryAfterSeconds = 42.2;
}

async function appWith(routes: (app: FastifyInstance) => void) {
  const logged: unknown[] = [];
  const app: FastifyInstance = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  registerErrorHandler(app);
  routes(app);
  await app.ready();
  return { app, logged };
}

describe('every 429 says when to try again', () => {
  it("sends a service error's own Retry-After, in whole seconds rounded up", async () => {
    const { app } = await appWith((a) =>
      a.get('/slow', async () => Promise.reject(new SlowDown('Wait a little.'))),
    );
    const res = await app.inject('/slow');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('43');
  });

  it('gives a 429 that left without one the fallback, and logs it as a bug', async () => {
    const { app, logged } = await appWith((a) =>
      a.get('/bare', async (_request, reply) => reply.code(429).send({ message: 'no' })),
    );
    const res = await app.inject('/bare');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(FALLBACK_RETRY_AFTER_SECONDS));
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'a 429 without Retry-After (fallback set)', route: '/bare' }),
    ]);
  });

  it('leaves a Retry-After a handler set alone, and other answers without one', async () => {
    const { app } = await appWith((a) => {
      a.get('/own', async (_request, reply) =>
        reply.code(429).header('retry-after', '7').send({ message: 'no' }),
      );
      a.get('/fine', async () => ({ ok: true }));
    });
    expect((await app.inject('/own')).headers['retry-after']).toBe('7');
    expect((await app.inject('/fine')).headers['retry-after']).toBeUndefined();
  });
});
