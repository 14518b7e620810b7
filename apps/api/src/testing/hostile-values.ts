/**
 * Test helper: the hostile values of each kind (hostile-requests.ts puts them into requests) — as raw JSON text for a
 * body field, as pre-encoded URL text for a query or path parameter, and whole multipart bodies cut short. Every
 * value stays within the app's body limit.
 */
import fc, { type Arbitrary } from 'fast-check';

/** The kinds of hostile input; `schemaValid` is every field a value its schema allows, chosen at random (an unknown brand, a far-off date). */
export const HOSTILE_KINDS = [
  'deepNesting',
  'loneSurrogate',
  'controlCharacter',
  'truncatedMultipart',
  'hugeNumber',
  'wrongType',
  'hugeString',
  'prototypeKey',
  'schemaValid',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

/** Under the body limit (1 MiB) with room for the rest of the body. */
const MAX_HUGE_BODY_BYTES = 900_000;

const SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
];
const HUGE_NUMBERS = [
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '1e-400',
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890',
  `1${'0'.repeat(400)}`,
  '-0',
  '4.9e-324',
  '1.7976931348623157e309',
];
const HUGE_NUMBER_TEXTS = [
  '"999,999,999,999,999,999,999.99"',
  '"1e400"',
  '"99999999999999999999"',
  '"-1.00"',
  '"NaN"',
  '"Infinity"',
  '"0x7fffffff"',
  '"9007199254740993"',
];
const WRONG_TYPES = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '3.14',
  '""',
  '"x"',
  '[]',
  '{}',
  '[null]',
  '{"a":{}}',
  '[[]]',
];
const HUGE_UNITS = ['a', '9', 'é', '😀', '1,', 'a.', '"', '\\', '<script>', ' ', 'a@'];
/** Object entries that would pollute a prototype if a parser let them through. */
export const PROTO_ENTRIES = [
  '"__proto__":{"polluted":"yes"}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"__proto__":null',
  '"constructor":null',
];

const URL_SURROGATES = [
  'a%ED%A0%80b',
  '%ED%B0%80',
  '%F0%9F%98',
  '%C0%80',
  '%uD800',
  '%ED%A0%80%ED%B0%80',
];
const URL_CONTROLS = ['%00', 'a%01b', '%7F', '%1B', '%0A%0D', '%08'];
const URL_NUMBERS = [
  '1e400',
  '99999999999999999999999999',
  '-1e308',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-0',
];
const URL_WRONG = ['', '[]', '{}', 'null', 'true', '%', '%zz', 'a&b=c', '%25', '..%2F..'];

const hugeString: Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HUGE_UNITS), fc.integer({ min: 10_000, max: MAX_HUGE_BODY_BYTES }))
  .map(([unit, bytes]) => {
    const unitBytes = Buffer.byteLength(JSON.stringify(unit)) - 2;
    return JSON.stringify(unit.repeat(Math.floor(bytes / unitBytes)));
  });

const around = (arbitrary: Arbitrary<string>) =>
  fc
    .tuple(fc.string({ maxLength: 6 }), arbitrary, fc.string({ maxLength: 6 }))
    .map(([before, bad, after]) => before + bad + after);

/** The raw JSON value (or object entry) each kind puts into a field. */
export const RAW_VALUES: Partial<Record<HostileKind, Arbitrary<string>>> = {
  loneSurrogate: around(fc.constantFrom(...SURROGATES)).map((s) => JSON.stringify(s)),
  controlCharacter: around(fc.constantFrom(...CONTROLS)).map((s) => JSON.stringify(s)),
  hugeNumber: fc.constantFrom(...HUGE_NUMBERS, ...HUGE_NUMBER_TEXTS),
  wrongType: fc.constantFrom(...WRONG_TYPES),
  hugeString,
  deepNesting: fc
    .tuple(fc.constantFrom(33, 100, 2000, 5000), fc.constantFrom('array', 'object', 'unbalanced'))
    .map(([depth, shape]) => nested(depth, shape)),
};

/** The same kinds as pre-encoded URL text (a query or path parameter). */
export const URL_VALUES: Partial<Record<HostileKind, Arbitrary<string>>> = {
  loneSurrogate: fc.constantFrom(...URL_SURROGATES),
  controlCharacter: fc.constantFrom(...URL_CONTROLS),
  hugeNumber: fc.constantFrom(...URL_NUMBERS),
  wrongType: fc.constantFrom(...URL_WRONG),
  hugeString: fc.integer({ min: 1_000, max: 8_000 }).map((n) => 'a'.repeat(n)),
};

function nested(depth: number, shape: string): string {
  if (shape === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
  if (shape === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return '['.repeat(depth);
}

/** A multipart body of the upload form (a loanId and a PDF), cut short, or under a content type that does not match it. */
export const truncatedMultipart: Arbitrary<{ contentType: string; payload: Buffer }> = fc
  .record({
    loanId: fc.uuid({ version: 4 }),
    file: fc.uint8Array({ maxLength: 64 }),
    cut: fc.double({ min: 0, max: 0.999, noNaN: true }),
    header: fc.constantFrom('boundary', 'none', 'other'),
  })
  .map(({ loanId, file, cut, header }) => {
    const boundary = 'fuzz-boundary';
    const whole = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="loanId"\r\n\r\n${loanId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      ),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const contentType = {
      boundary: `multipart/form-data; boundary=${boundary}`,
      none: 'multipart/form-data',
      other: 'multipart/form-data; boundary=another',
    }[header]!;
    return { contentType, payload: whole.subarray(0, Math.floor(whole.length * cut)) };
  });
