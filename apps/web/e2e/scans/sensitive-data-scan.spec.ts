// Runs after every journey — explicitly: its Playwright project 'scans' depends on the 'journeys' project
// (playwright.config.ts), whatever the files are named. After the journeys have typed test cards and the
// CVV into the hosted form and linked an account with SSN, date of birth and phone, neither the database
// nor the server's log holds a card number or the CVV, and the log holds no identity data, password or
// token (DESIGN.md §6, issue 5). The database is scanned by the server's dev-only GET /api/dev/cardDataScan;
// the logs are the files the journeys' servers write (support/journey-server.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/test';
import { JOURNEY_CVV, JOURNEY_LOGS_DIR } from '../support/card-data';

// DESIGN.md §7's test cards (the API's card-processor/test-cards.ts is outside the web's TypeScript project)
const TEST_CARDS = [
  '4111111111111111',
  '5555555555554444',
  '4000000000000002',
  '4000000000009995',
  '4000000000000119',
  '4000000000003220',
];
const forms = (n: string) => [
  n,
  n.replace(/(\d{4})(?=\d)/g, '$1 '),
  `${n.slice(0, 4)}+${n.slice(4, 8)}`,
];
const logsDir = resolve(import.meta.dirname, '../../../..', JOURNEY_LOGS_DIR);
const filesEnding = (ending: string) =>
  readdirSync(logsDir)
    .filter((name) => name.endsWith(ending))
    .map((name) => join(logsDir, name));

/** Every journey server's log (one server a journey file, support/journey-server.ts), the scans' own excepted. */
const serverLogs = () =>
  filesEnding('.log')
    .filter((file) => !/\/(scans|setup)-/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

test("after the journeys, no test card number or CVV is in any journey server's database or log", () => {
  // each server's database was scanned by its dev-only GET /api/dev/cardDataScan after each of its tests
  const scans = filesEnding('.scan.json').filter((file) => !/\/(scans|setup)-/.test(file));
  // one server a journey file (a retried file gets another): every file's server was scanned; the
  // screenshot baselines' folders beside the files (look-320.spec.ts-snapshots) are not journey files
  const journeyFiles = ['journeys', 'journeys-chs'].flatMap((dir) =>
    readdirSync(resolve(import.meta.dirname, '..', dir)).filter((name) =>
      name.endsWith('.spec.ts'),
    ),
  );
  expect(scans.length, 'a scan for every journey file').toBeGreaterThanOrEqual(journeyFiles.length);
  for (const file of scans) {
    const body = JSON.parse(readFileSync(file, 'utf8')) as {
      columnsScanned?: number;
      found?: string[];
    };
    expect(body.columnsScanned, file).toBeGreaterThan(50);
    expect(body.found, file).toEqual([]);
  }

  const log = serverLogs();
  // the journeys did reach the server and type cards (the log is not empty for a wrong reason)
  expect(log).toContain('card form completed');
  for (const form of TEST_CARDS.flatMap(forms)) expect(log).not.toContain(form);
  // a token of its own: not a uuid's group ('-7391-') or part of a number ('12.7391'); quoted or after '=' it counts
  expect(log).not.toMatch(new RegExp(`(^|[^0-9A-Za-z.-])${JOURNEY_CVV}([^0-9A-Za-z.-]|$)`));
});

// the identity data the journeys type (linking-link-account: P8's record; every sign-in: the demo password;
// profile-customer: P1's new bank account number)
const IDENTITY = [
  '123-45-6789',
  '123456789',
  '04/12/1985',
  '19850412',
  '1985-04-12',
  '3125550188',
  '312-555-0188',
  'DemoPass2026',
  '5550012345',
];

test('after the journeys, the server log holds no SSN, date of birth, phone, password or token', () => {
  const log = serverLogs();
  // the account link journey did reach the server (the log is not empty for a wrong reason)
  expect(log).toContain('/api/customer');
  expect(log.split('\n').length).toBeGreaterThan(200);
  for (const value of IDENTITY) expect(log, value).not.toContain(value);
  // access and id tokens (JWTs), and refresh tokens, device keys and bridge tokens logged by name
  expect(log).not.toMatch(/eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/);
  expect(log).not.toMatch(
    /"(?:refreshToken|accessToken|idToken|deviceKey|devicekey|bridgeToken|ssn|dateOfBirth|phoneNumber)"\s*:\s*"(?!\[Redacted\])/i,
  );
});
