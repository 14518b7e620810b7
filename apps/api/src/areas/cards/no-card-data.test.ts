/**
 * DESIGN.md §6: no full card number and no CVV in any table or log line. Every test card goes
 * through the hosted form (once refused, once accepted), the exchange and an authorization; then
 * every text, char and json column of every table, and every captured log line, is searched.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxCardProcessor, TEST_CARDS } from '../../integrations/card-processor';
import { buildTestApp, logCapture } from '../../testing/build-test-app';
import { signIn } from '../../testing/sign-in';
import { cvvPattern, spaced, TEST_CARD_FORMS } from './card-data-scan';
import { scanForCardData } from './card-data-scan-repo';
import {
  addCard,
  guestHeaders,
  submitCardForm,
  openCardForm,
  type CardsTestApp,
} from './cards-test-kit';

const CVV = '8163';
const captured = logCapture();
let t: CardsTestApp;

beforeAll(async () => {
  const base = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: captured.stream });
  const headers = (await signIn(base.app, 'ben.multi@example.com')).headers;
  t = {
    ...base,
    headers: async () => headers,
    call: (h, method, url, payload) =>
      base.app.inject({
        method,
        url: `/api${url}`,
        headers: h,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
  const processor = createSandboxCardProcessor(base.database.db, { slowMs: 10 });
  const guest = await guestHeaders(base.app, new Date(), 'A1');
  let key = 0;
  for (const cardNumber of Object.values(TEST_CARDS)) {
    const refused = await openCardForm(t, headers);
    await submitCardForm(base.app, refused.formUrl, {
      cardNumber: spaced(cardNumber),
      cvv: CVV,
      firstName: 'Ben',
      lastName: 'Okafor9',
    });
    for (const who of [headers, guest]) {
      const card = await addCard(
        t,
        who,
        { cardNumber: spaced(cardNumber), cvv: CVV, firstName: 'Ben', lastName: 'Okafor' },
        who === headers,
      );
      key += 1;
      await processor
        .authorize({
          token: card.cardToken,
          amountCents: 1_000,
          idempotencyKey: `scan-${key}`,
          now: new Date(),
        })
        .catch(() => undefined);
      await processor
        .authorize({
          token: card.cardToken,
          amountCents: 1_000,
          idempotencyKey: `scan-${key}`,
          now: new Date(),
        })
        .catch(() => undefined);
    }
  }
});
afterAll(() => t.close());

describe('no card number or CVV is kept anywhere', () => {
  it('no text, char or json column of any table holds a test card number (plain or spaced) or the CVV', async () => {
    const scan = await scanForCardData(t.database.db, [CVV]);
    expect(scan.columnsScanned).toBeGreaterThan(50);
    const vault = (await t.database.db.execute(sql`select count(*)::int as n from processor_vault`))
      .rows as { n: number }[];
    expect(vault[0]?.n).toBeGreaterThanOrEqual(Object.keys(TEST_CARDS).length * 2);
    expect(scan.found).toEqual([]);
  });

  it('the scan finds card data where it is planted', async () => {
    await t.database.db.execute(
      sql`insert into settings (key, value) values ('planted', ${JSON.stringify({ note: `card ${TEST_CARDS.declined} cvv ${CVV}` })}::jsonb)`,
    );
    expect((await scanForCardData(t.database.db, [CVV])).found).toEqual(['settings.value']);
    await t.database.db.execute(sql`delete from settings where key = 'planted'`);
  });

  it('no log line holds a test card number or the CVV', () => {
    const text = captured.raw.join('\n');
    expect(captured.raw.length).toBeGreaterThan(20);
    expect(text).toContain('card form completed');
    for (const n of TEST_CARD_FORMS) expect(text).not.toContain(n);
    expect(text).not.toMatch(new RegExp(cvvPattern(CVV)));
  });
});

describe('GET /api/dev/cardDataScan', () => {
  it('answers the scan outside production and checks its query', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/cardDataScan?cvv=${CVV}` });
    expect(res.json()).toMatchObject({ found: [] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dev/cardDataScan?cvv=12' })).statusCode,
    ).toBe(400);
  });
});
