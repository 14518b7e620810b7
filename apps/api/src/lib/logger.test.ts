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
