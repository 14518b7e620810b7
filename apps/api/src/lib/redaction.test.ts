import { Writable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLogger, isRedactedName, REDACTED_KEYS, redactKeys, redactUrl } from './logger';
import { nameForms } from './redaction';

const SECRET = 'S3cr3tValue-0101';

const percentEncodeAll = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** How a client may spell a name so that an exact comparison misses it, while a reader still reads the name. */
const VARIANTS: readonly (readonly [string, (name: string) => string])[] = [
  ['as listed', (n) => n],
  ['upper case', (n) => n.toUpperCase()],
  ['lower case', (n) => n.toLowerCase()],
  ['empty brackets', (n) => `${n}[]`],
  ['an index', (n) => `${n}[0]`],
  ['encoded brackets', (n) => `${n}%5B%5D`],
  ['a NUL after it', (n) => `${n}%00`],
  ['a NUL encoded twice', (n) => `${n}%2500`],
  ['its first letter encoded', (n) => `%${n.charCodeAt(0).toString(16)}${n.slice(1)}`],
  ['every byte encoded', (n) => percentEncodeAll(n)],
  ['every byte encoded twice', (n) => percentEncodeAll(n).replace(/%/g, '%25')],
  ['a dot after it', (n) => `${n}.`],
  ['a hyphen after it, upper case', (n) => `${n.toUpperCase()}-`],
  ['an underscore before it', (n) => `_${n}`],
  ['spaces around it', (n) => `+${n}+`],
  ['full-width letters', (n) => fullWidth(n)],
  ['nested in brackets', (n) => `customer[${n}]`],
  ['nested by a dot', (n) => `customer.${n}`],
  ['a zero-width space inside', (n) => `${n.slice(0, 1)}\u200b${n.slice(1)}`],
  ['a digit after it', (n) => `${n}2`],
  ['a prefix (spouse…)', (n) => `spouse${n[0]!.toUpperCase()}${n.slice(1)}`],
  ['a plural', (n) => `${n}s`],
];

/** Endings that are too common to redact (statusCode, bypass): the listed name itself is redacted, a longer name ending in it is not. */
const WHOLE_ONLY = new Set(['code', 'pass']);

function logged(object: object): string {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  createLogger({ level: 'info', stream }).info(object, 'logged');
  return lines.join('');
}

describe('redaction by normalized name (decision 046)', () => {
  /** every listed name spelt this way, except a longer name ending in one that is redacted only whole */
  const spelt = (how: string, spell: (name: string) => string) =>
    REDACTED_KEYS.filter((key) => !(WHOLE_ONLY.has(key) && how === 'a prefix (spouse…)')).map(
      spell,
    );

  it.each(VARIANTS)('no listed name spelt with %s is in clear in a query string', (how, spell) => {
    const leaks = spelt(how, spell).filter((name) => {
      const url = redactUrl(`/api/customer?loanId=20341-001&${name}=${SECRET}&brandName=inl`);
      return (
        url.includes(SECRET) || !url.includes('loanId=20341-001') || !url.includes('brandName=inl')
      );
    });
    expect(leaks).toEqual([]);
  });

  it.each(VARIANTS)(
    'no listed name spelt with %s is in clear in a logged body, header or nested object',
    (how, spell) => {
      const leaks = spelt(how, spell).filter((name) => {
        const out = logged({
          body: { [name]: SECRET, amount: '10.00' },
          req: { headers: { [name]: SECRET, host: 'h' } },
          deep: { a: { b: [{ c: { [name]: SECRET } }] } },
          [name]: SECRET,
        });
        return out.includes(SECRET) || !out.includes('"amount":"10.00"');
      });
      expect(leaks).toEqual([]);
    },
  );

  it('any name of the list, spelt with random case and separators, is redacted', () => {
    const separators = ['', '-', '_', '.', ' ', '[]', '%00', '%20', '%2D'];
    fc.assert(
      fc.property(
        fc.constantFrom(...REDACTED_KEYS),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.array(fc.constantFrom(...separators), { minLength: 40, maxLength: 40 }),
        (key, upper, between) => {
          const spelt = [...key]
            .map(
              (c, i) =>
                (upper[i] ? c.toUpperCase() : c.toLowerCase()) +
                (i < key.length - 1 ? between[i]! : ''),
            )
            .join('');
          expect(isRedactedName(spelt), spelt).toBe(true);
        },
      ),
    );
  });

  it('keeps what the logs need: status codes, error codes, ids, amounts, brands, ZIPs and states', () => {
    for (const name of [
      'statusCode',
      'errorCode',
      'brandCode',
      'zipCode',
      'loanId',
      'customerId',
      'reqId',
      'amount',
      'brandName',
      'zip',
      'state',
      'responseTime',
      'bypass',
      'messageKey',
      'loanNumber',
      'hostname',
      'reason',
    ]) {
      expect(isRedactedName(name), name).toBe(false);
    }
    const out = logged({
      res: { statusCode: 404 },
      errorCode: 'zip.notInState',
      zip: '77002',
      state: 'NY',
    });
    expect(out).toContain('"statusCode":404');
    expect(out).toContain('"errorCode":"zip.notInState"');
    expect(out).toContain('"zip":"77002"');
  });

  it('a name that carries its own value (an encoded =) is not logged, nor is its value', () => {
    expect(redactUrl(`/api/x?ssn%3D${SECRET}&loanId=1`)).toBe('/api/x?[Redacted]&loanId=1');
    expect(redactUrl(`/api/x?ssn%253D${SECRET}=1`)).toBe('/api/x?[Redacted]');
    expect(redactUrl(`/api/x?loanId=1;ssn=${SECRET}`)).toBe('/api/x?loanId=1;ssn=[Redacted]');
  });

  it('copies what it redacts: the caller’s object keeps its values', () => {
    const body = { ssn: SECRET, nested: { cvv: '123' }, amount: 1 };
    const redacted = redactKeys(body);
    expect(redacted).toEqual({ ssn: '[Redacted]', nested: { cvv: '[Redacted]' }, amount: 1 });
    expect(body).toEqual({ ssn: SECRET, nested: { cvv: '123' }, amount: 1 });
    const untouched = { loanId: 'x', list: [1, 2] };
    expect(redactKeys(untouched)).toBe(untouched);
  });

  it('stops at a circular reference and at a depth no log line needs', () => {
    const circular: Record<string, unknown> = { ssn: SECRET };
    circular.self = circular;
    expect(redactKeys(circular)).toMatchObject({ ssn: '[Redacted]' });
    let deep: Record<string, unknown> = { ssn: SECRET };
    for (let level = 0; level < 20; level += 1) deep = { level: deep };
    expect(JSON.stringify(redactKeys(deep))).not.toContain(SECRET);
  });

  it('reads a name as the forms it is compared by', () => {
    expect(nameForms('customer[SSN][]')).toEqual(['customerssn', 'customer', 'ssn']);
    expect(nameForms('%25%37%33%25%37%33n%2500')).toEqual(['ssn']);
  });
});
