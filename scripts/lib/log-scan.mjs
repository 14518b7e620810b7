// The log scan after the API suite: every line the test apps logged is searched for identity data,
// card data, passwords and tokens. Any hit fails the run, and so does a log too small to mean anything.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** DESIGN §7: the sandbox test cards. */
export const TEST_CARD_NUMBERS = [
  '4111111111111111',
  '5555555555554444',
  '4000000000000002',
  '4000000000009995',
  '4000000000000119',
  '4000000000003220',
];

/** The forms a date of birth takes in the app: 1985-04-12, 19850412, 04/12/1985. */
export function dateForms(iso) {
  const [y, m, d] = iso.split('-');
  return [iso, `${y}${m}${d}`, `${m}/${d}/${y}`];
}

/** The forms of an SSN: 123-45-6789 and 123456789. */
export function ssnForms(ssn) {
  return [ssn, ssn.replace(/-/g, '')];
}

/** A card number as typed: digits, or in groups of four with spaces or dashes. */
export function cardForms(number) {
  const groups = number.match(/.{1,4}/g) ?? [];
  return [number, groups.join(' '), groups.join('-')];
}

/**
 * What must never be in a log, from the sources: the personas' SSNs and dates of birth (seed), the test
 * passwords (API test sources), the redacted key names (the logger's one list).
 * Returns { literals: [{ label, text }], redactedKeys: string[] }.
 */
export function secretsFromSources({ personasSource, loggerSource, testSources }) {
  const literals = [];
  for (const [, ssn] of personasSource.matchAll(/\bssn: '([\d-]+)'/g))
    for (const text of ssnForms(ssn)) literals.push({ label: 'SSN', text });
  for (const [, dob] of personasSource.matchAll(/\b(?:dob|dateOfBirth): '(\d{4}-\d{2}-\d{2})'/g))
    for (const text of dateForms(dob)) literals.push({ label: 'date of birth', text });
  for (const number of TEST_CARD_NUMBERS)
    for (const text of cardForms(number)) literals.push({ label: 'card number', text });
  const passwords = new Set(['DemoPass2026']);
  for (const source of testSources)
    for (const [, word] of source.matchAll(
      /\b(?:password|newPassword|oldPassword): '([^'\\]{8,})'/g,
    ))
      if (word !== '[Redacted]') passwords.add(word);
  for (const text of passwords) literals.push({ label: 'password', text });
  const list = /REDACTED_KEYS = \[([\s\S]*?)\] as const/.exec(loggerSource)?.[1] ?? '';
  const redactedKeys = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
  if (redactedKeys.length < 10)
    throw new Error('log scan: could not read REDACTED_KEYS from the logger');
  return { literals, redactedKeys };
}

const JWT = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/;
const CVV_AS_SENT = /"cvv"\s*:\s*"?\d{3,4}/i;

/** The hits of one log line: [{ label, excerpt }]. */
export function scanLine(line, { literals, redactedKeys }) {
  const hits = [];
  for (const { label, text } of literals)
    if (line.includes(text)) hits.push({ label, excerpt: text });
  if (JWT.test(line)) hits.push({ label: 'JWT (access or id token)', excerpt: 'eyJ…' });
  if (CVV_AS_SENT.test(line)) hits.push({ label: 'CVV', excerpt: 'cvv' });
  for (const key of redactedKeys) {
    // a redacted name logged with a value other than the censor: `"refreshToken":"abc"` or `bridgeToken=abc` in a URL
    const json = new RegExp(
      `"${key.replace(/[-]/g, '\\-')}"\\s*:\\s*"(?!\\[Redacted\\])[^"]+"`,
      'i',
    );
    const query = new RegExp(`[?&]${key.replace(/[-]/g, '\\-')}=(?!\\[Redacted\\])[^&"\\s]+`, 'i');
    if (json.test(line) || query.test(line)) hits.push({ label: `value of ${key}`, excerpt: key });
  }
  return hits;
}

/**
 * Scans every *.ndjson file of `dir`. ok only with no hit and at least `minLines` lines, of which some
 * are request lines (so an empty or silent log cannot pass).
 */
export function scanLogDir(dir, secrets, { minLines = 1000 } = {}) {
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.ndjson')) : [];
  let lines = 0;
  let bytes = 0;
  let requestLines = 0;
  const hits = [];
  for (const name of files) {
    const text = readFileSync(join(dir, name), 'utf8');
    bytes += text.length;
    text.split('\n').forEach((line, index) => {
      if (!line) return;
      lines += 1;
      if (line.includes('"msg":"incoming request"')) requestLines += 1;
      for (const hit of scanLine(line, secrets)) hits.push({ file: name, line: index + 1, ...hit });
    });
  }
  const problems = [];
  if (lines < minLines || requestLines === 0)
    problems.push(
      `only ${lines} log lines (${requestLines} requests) in ${files.length} files under ${dir}: expected at least ${minLines}`,
    );
  for (const hit of hits) problems.push(`${hit.file}:${hit.line}: ${hit.label} (${hit.excerpt})`);
  return {
    ok: problems.length === 0,
    files: files.length,
    lines,
    bytes,
    requestLines,
    hits,
    problems,
  };
}
