import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('createLogger', () => {
  it('redacts secrets at the root, in headers, bodies and nested objects', () => {
    const { lines, stream } = capture();
    const log = createLogger({ level: 'info', stream });
    log.info(
      {
        password: 'p1',
        req: { headers: { authorization: 'Bearer x', 'id-token': 'abc', devicekey: 'dk', host: 'h' } },
        body: { cardNumber: '4111111111111111', card: { cvv: '123' }, nested: { deep: { ssn: '123-45-6789' } } },
        user: { refreshToken: 'r', name: 'Ana' },
      },
      'hello',
    );
    const out = lines.join('');
    for (const secret of ['p1', 'Bearer x', 'abc', '"dk"', '4111111111111111', '"123"', '123-45-6789', '"r"']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[Redacted]');
    expect(out).toContain('Ana');
    expect(out).toContain('"host":"h"');
  });
});

describe('request URLs in logs', () => {
  it('redacts secret query values of the request line and keeps the rest', async () => {
    const { buildTestApp, logCapture } = await import('../testing/build-test-app');
    const logs = logCapture();
    const t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
    try {
      await t.app.inject({ method: 'GET', url: '/api/verificationcodestatus?loanId=a0000000-0000-4000-8000-000000000001&verificationCode=987654' });
      const out = logs.raw.join('\n');
      expect(logs.lines.some((line) => (line.req as { url?: string } | undefined)?.url?.includes('verificationCode=[Redacted]'))).toBe(true);
      expect(out).toContain('loanId=a0000000-0000-4000-8000-000000000001');
      expect(out).not.toContain('987654');
    } finally {
      await t.close();
    }
  });
});
