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
        req: {
          headers: { authorization: 'Bearer x', 'id-token': 'abc', devicekey: 'dk', host: 'h' },
        },
        body: {
          cardNumber: '4111111111111111',
          card: { cvv: '123' },
          nested: { deep: { ssn: '123-45-6789' } },
        },
        user: { refreshToken: 'r', name: 'Ana' },
      },
      'hello',
    );
    const out = lines.join('');
    for (const secret of [
      'p1',
      'Bearer x',
      'abc',
      '"dk"',
      '4111111111111111',
      '"123"',
      '123-45-6789',
      '"r"',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[Redacted]');
    expect(out).toContain('Ana');
    expect(out).toContain('"host":"h"');
  });

  it('redacts the messaging providers’ URLs and an SMTP login wherever a configuration or transport is logged', () => {
    const { lines, stream } = capture();
    const log = createLogger({ level: 'info', stream });
    log.info(
      {
        config: { smtpUrl: 'smtp://u:SmtpLogPass1@mail', smsUrl: 'https://k:SmsLogKey1@sms' },
        env: { SMTP_URL: 'smtp://u:SmtpLogPass2@mail' },
        transport: { auth: { user: 'u', pass: 'SmtpLogPass3' } },
      },
      'configured',
    );
    const out = lines.join('');
    for (const secret of ['SmtpLogPass1', 'SmsLogKey1', 'SmtpLogPass2', 'SmtpLogPass3'])
      expect(out).not.toContain(secret);
    expect(out).toContain('"user":"u"');
  });
});

describe('request URLs in logs', () => {
  it('redacts secret query values of the request line and keeps the rest', async () => {
    const { buildTestApp, logCapture } = await import('../testing/build-test-app');
    const logs = logCapture();
    const t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
    try {
      await t.app.inject({
        method: 'GET',
        url: '/api/verificationcodestatus?loanId=a0000000-0000-4000-8000-000000000001&verificationCode=987654',
      });
      const out = logs.raw.join('\n');
      expect(
        logs.lines.some((line) =>
          (line.req as { url?: string } | undefined)?.url?.includes('verificationCode=[Redacted]'),
        ),
      ).toBe(true);
      expect(out).toContain('loanId=a0000000-0000-4000-8000-000000000001');
      expect(out).not.toContain('987654');
      // the spellings (decision 046): a name with brackets, a NUL, or encoded twice is the same name
      await t.app.inject({
        method: 'GET',
        url: '/api/verificationcodestatus?loanId=a0000000-0000-4000-8000-000000000001&verificationCode%00=987655&ssn[]=123-45-9998&SSN%2500=123-45-9997',
      });
      const after = logs.raw.join('\n');
      for (const value of ['987655', '123-45-9998', '123-45-9997'])
        expect(after).not.toContain(value);
      expect(
        logs.lines.some((line) =>
          (line.req as { url?: string } | undefined)?.url?.includes('ssn[]=[Redacted]'),
        ),
      ).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('identity data in logs (DESIGN §6)', () => {
  it('redacts identity, code and token query values of the logged URL, whatever their case', async () => {
    const { redactUrl } = await import('./logger');
    const url = redactUrl(
      '/api/customer?phoneNumber=3125550188&dateOfBirth=19850412&SSN=123-45-6789&loanId=20341-001&routingNumber=021000021&bridgeToken=bt_1',
    );
    for (const value of ['3125550188', '19850412', '123-45-6789', '021000021', 'bt_1'])
      expect(url).not.toContain(value);
    expect(url).toContain('loanId=20341-001');
    expect(url).toContain('SSN=[Redacted]');
  });

  it('redacts a push subscription’s endpoint (the push service’s capability URL) in the logged URL', async () => {
    const { redactUrl } = await import('./logger');
    const url = redactUrl(
      `/api/reminders/settings?endpoint=${encodeURIComponent('https://push.example.com/send/abc123')}`,
    );
    expect(url).not.toContain('abc123');
    expect(url).toContain('endpoint=[Redacted]');
  });

  it('redacts the hosted card form’s transaction id (the bridge token) in the logged path', async () => {
    const { redactUrl } = await import('./logger');
    expect(redactUrl('/card-processor/form/0b6f3c1e-8f7a-4d2b-9c1a-2f5e6d7c8b9a')).toBe(
      '/card-processor/form/[Redacted]',
    );
    expect(redactUrl('/card-processor/form/0b6f3c1e-8f7a?origin=http%3A%2F%2Flocalhost')).toBe(
      '/card-processor/form/[Redacted]?origin=http%3A%2F%2Flocalhost',
    );
    expect(redactUrl('/card-processor/form.js')).toBe('/card-processor/form.js');
  });

  it('redacts identity data, card tokens and codes in logged bodies', () => {
    const { lines, stream } = capture();
    createLogger({ level: 'info', stream }).info(
      {
        body: {
          phoneNumber: '3125550188',
          dateOfBirth: '19850412',
          paymentCardToken: 'tok_secret',
          bridgeToken: 'brg_secret',
          verificationCode: '482913',
          accountNumber: '000123456789',
          routingNumber: '021000021',
          amount: '10.00',
        },
      },
      'body',
    );
    const out = lines.join('');
    for (const value of [
      '3125550188',
      '19850412',
      'tok_secret',
      'brg_secret',
      '482913',
      '000123456789',
      '021000021',
    ])
      expect(out).not.toContain(value);
    expect(out).toContain('"amount":"10.00"');
  });
});

describe('database errors in logs', () => {
  it('logs a failed query without its parameters, in the message, the stack, params or the cause', async () => {
    const { sql } = await import('drizzle-orm');
    const { createTestDatabase } = await import('../db/test-db');
    const database = await createTestDatabase();
    let failure: unknown;
    try {
      await database.db.execute(sql`select ${'Ana Rivera tok_4111'}::uuid as id`);
    } catch (error) {
      failure = error;
    } finally {
      await database.close();
    }
    expect(String((failure as Error).message)).toContain('Ana Rivera tok_4111'); // what drizzle gives
    const { lines, stream } = capture();
    createLogger({ level: 'info', stream }).error({ err: failure }, 'unhandled error');
    const out = lines.join('');
    expect(out).not.toContain('Ana Rivera');
    expect(out).not.toContain('tok_4111');
    expect(out).toContain('Failed query: select $1::uuid as id');
    expect(out).toContain('"type":"DrizzleQueryError"');
  });

  it('drops a PostgreSQL error’s detail and quoted input values', async () => {
    const { withoutQueryParameters } = await import('./log-safe-error');
    const pgError = Object.assign(new Error('invalid input syntax for type uuid: "Ana Rivera"'), {
      code: '22P02',
      detail: 'Key (email)=(ana.tlxe@example.com) already exists.',
    });
    const wrapped = new Error(
      'Failed query: insert into t values ($1)\nparams: Ana Rivera,ana.tlxe@example.com',
      { cause: pgError },
    );
    const { lines, stream } = capture();
    createLogger({ level: 'info', stream }).error({ err: wrapped, error: pgError }, 'x');
    const out = lines.join('');
    expect(out).not.toContain('Ana Rivera');
    expect(out).not.toContain('ana.tlxe@example.com');
    expect(out).toContain('22P02');
    expect((withoutQueryParameters(pgError) as Error & { code: string }).code).toBe('22P02');
  });
});

describe('withoutQueryParametersText (the message a failed job stores)', () => {
  it('keeps the SQL and drops drizzle’s params tail', async () => {
    const { withoutQueryParametersText } = await import('./log-safe-error');
    expect(
      withoutQueryParametersText(
        'Failed query: insert into "payments" ("id") values ($1)\nparams: tok_secret,Pat Payer',
      ),
    ).toBe('Failed query: insert into "payments" ("id") values ($1)\nparams: [Redacted]');
  });
});
