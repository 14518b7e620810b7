// Runs last (journeys run one file at a time, in name order): after every journey has typed test cards
// and the CVV into the hosted form, neither the database nor the server's log holds a card number or the
// CVV (DESIGN.md §6, issue 5). The database is scanned by the server's dev-only GET /api/dev/cardDataScan;
// the log is the file the journeys' server writes (playwright.config.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_SERVER_LOG, JOURNEY_CVV } from '../support/card-data';

// DESIGN.md §7's test cards (the API's card-processor/test-cards.ts is outside the web's TypeScript project)
const TEST_CARDS = ['4111111111111111', '5555555555554444', '4000000000000002', '4000000000009995', '4000000000000119', '4000000000003220'];
const forms = (n: string) => [n, n.replace(/(\d{4})(?=\d)/g, '$1 '), `${n.slice(0, 4)}+${n.slice(4, 8)}`];
const repoRoot = resolve(import.meta.dirname, '../../../..');

test('after the journeys, no test card number or CVV is in the database or the server log', async ({ request }) => {
  const scan = await request.get(`/api/dev/cardDataScan?cvv=${JOURNEY_CVV}`, { headers: { 'api-version': '2' } });
  expect(scan.status()).toBe(200);
  const body = (await scan.json()) as { columnsScanned: number; found: string[] };
  expect(body.columnsScanned).toBeGreaterThan(50);
  expect(body.found).toEqual([]);

  const log = readFileSync(resolve(repoRoot, E2E_SERVER_LOG), 'utf8');
  // the journeys did reach the server and type cards (the log is not empty for a wrong reason)
  expect(log).toContain('card form completed');
  for (const form of TEST_CARDS.flatMap(forms)) expect(log).not.toContain(form);
  // a token of its own: not a uuid's group ('-7391-') or part of a number ('12.7391'); quoted or after '=' it counts
  expect(log).not.toMatch(new RegExp(`(^|[^0-9A-Za-z.-])${JOURNEY_CVV}([^0-9A-Za-z.-]|$)`));
});
