import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanIdOf, profileIdOf } from '../../db/seed';
import { outbox } from '../../db/schema';
import { addCard, pay, paymentBody, savedCards, type Headers } from '../../areas/payments/test-kit';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signIn } from '../../testing/sign-in';

const A1 = loanIdOf('A1');
const P1_PROFILE_EMAIL = 'ana.tlxe@example.com';
let t: TestApp;
let ana: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  ana = (await signIn(t.app, P1_PROFILE_EMAIL)).headers;
});
afterAll(async () => t.close());

async function scrape(app = t.app, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** The value of one series (labels in the order prom-client prints them), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it("shows operators the messages given up on (the outbox's dead letters)", async () => {
    const before = sample(await scrape(), 'lender_outbox_dead_letters');
    expect(before).toBeGreaterThanOrEqual(0);
    await t.database.db.insert(outbox).values({
      channel: 'email',
      recipient: 'gone@example.com',
      body: 'x',
      template: 'receipt',
      createdAt: new Date(),
      status: 'dead',
      attempts: 8,
      lastError: '550 mailbox unavailable',
    });
    expect(sample(await scrape(), 'lender_outbox_dead_letters')).toBe((before ?? 0) + 1);
  });

  it('counts and times requests under their route pattern and status class, never the raw URL', async () => {
    const formId = randomUUID();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/accountdetail?loanId=${A1}`, headers: ana }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/accountdetail?loanId=${A1}`, headers: ana }))
        .statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'GET', url: `/card-processor/form/${formId}` });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/no-such-call/${formId}` })).statusCode,
    ).toBe(404);

    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(
      sample(
        text,
        'http_requests_total{method="GET",route="/api/accountdetail",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/accountdetail",status_class="2xx"}',
      ),
    ).toBe(2);
    for (const le of ['0.001', '0.005', '0.1', '1', '10', '+Inf']) {
      expect(text).toContain(
        `http_request_duration_seconds_bucket{le="${le}",method="GET",route="/api/accountdetail",status_class="2xx"}`,
      );
    }
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/accountdetail",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/card-processor\/form\/:transactionUuid",status_class="\dxx"\} 1/,
    );
    expect(
      sample(text, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    // no id, loan id, token or email reaches a label
    for (const secret of [formId, A1, P1_PROFILE_EMAIL, ana.authorization.slice(7)])
      expect(text).not.toContain(secret);
    // the process's own metrics come with every app's
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts payment outcomes as the payment job decides them: an approved and a declined payment through the API', async () => {
    const before = await scrape();
    const visa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
    const approved = await pay(t, ana, paymentBody(A1, visa, '10.00'));
    expect(approved.result).toMatchObject({ pending: false, Error: null });
    const declinedCard = await addCard(t, ana, profileIdOf('P1'), '4000000000000002');
    const declined = await pay(t, ana, paymentBody(A1, declinedCard, '10.00'));
    expect(declined.result.Error).toBeTruthy();

    const after = await scrape();
    const count = (text: string, outcome: string) =>
      sample(text, `lender_payment_outcomes_total{outcome="${outcome}"}`);
    expect(count(before, 'approved')).toBe(0);
    expect(count(after, 'approved')).toBe(1);
    expect(count(after, 'declined')).toBe((count(before, 'declined') ?? 0) + 1);
    expect(count(after, 'voided')).toBe(0);
    expect(count(after, 'failed')).toBe(0);
  });

  it('is outside /api (no rate limit), asks for the bearer token when METRICS_TOKEN is set, and keeps each app’s series apart', async () => {
    const token = 'scrape-token-0123456789';
    const other = await buildTestApp({ METRICS_TOKEN: token, RATE_LIMIT_MAX: '2' });
    try {
      const without = await other.app.inject({ method: 'GET', url: '/metrics' });
      expect(without.statusCode).toBe(401);
      expect(without.headers['www-authenticate']).toBe('Bearer');
      expect(without.body).not.toContain('http_requests_total');
      expect(
        (
          await other.app.inject({
            method: 'GET',
            url: '/metrics',
            headers: { authorization: 'Bearer wrong-token-0123456789' },
          })
        ).statusCode,
      ).toBe(401);
      const bearer = { authorization: `Bearer ${token}` };
      // more scrapes than the /api budget of 2 a minute: all answer
      for (let i = 0; i < 4; i += 1) await scrape(other.app, bearer);
      const text = await scrape(other.app, bearer);
      expect(
        sample(text, 'http_requests_total{method="GET",route="/metrics",status_class="2xx"}'),
      ).toBe(4);
      // a registry per app: the requests of the first app are not counted here
      expect(
        sample(
          text,
          'http_requests_total{method="GET",route="/api/accountdetail",status_class="2xx"}',
        ),
      ).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
