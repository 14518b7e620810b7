/**
 * Which names' values never reach a log, compared by what a name says rather than how it was typed (decision 046).
 * A client chooses the spelling of a query parameter or a body key: `ssn[]`, `ssn[0]`, `SSN-`, `ssn.`, `ssn%00`,
 * `ssn%2500` (encoded twice), `%73sn`, `ｓｓｎ` (full width) all name an SSN to the reader of a log. A name is therefore
 * percent-decoded until it no longer changes, folded (NFKC, lower case), cut at anything but letters, digits, `_`
 * and `-` (brackets, dots, `=`, NUL…), and each part (and the whole) kept to its letters and digits, without trailing digits (`cvv2`, `ssn[0]`) and an
 * `s` of a plural. It is redacted when one of those equals a listed name, or ends with one (`spouseSsn`,
 * `x-device-key`), except the few names too common to match as an ending (`statusCode`, `bypass`).
 */

/** Listed names that redact only as the whole name (or part): as an ending they would hide statusCode, errorCode, bypass. */
const NOT_AS_ENDING = new Set(['code', 'pass']);

const DECODE_ROUNDS = 4;
const CACHE_LIMIT = 2000;
const MAX_DEPTH = 10;

export const CENSOR = '[Redacted]';

/** One round of form decoding (`+` is a space); a malformed sequence keeps its bytes as they are. */
function decodeOnce(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  return spaced.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  });
}

const compact = (part: string) => part.replace(/[^a-z0-9]/g, '').replace(/\d+$/, '');

/** A name percent-decoded until it no longer changes (at most DECODE_ROUNDS times): what it says, however often encoded. */
export function decodedName(name: string): string {
  let text = name;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    const next = decodeOnce(text);
    if (next === text) break;
    text = next;
  }
  return text;
}

/** The forms of a name that are compared: the whole name and each part, as letters and digits. */
export function nameForms(name: string): string[] {
  const folded = decodedName(name).normalize('NFKC').toLowerCase();
  const forms = new Set([compact(folded), ...folded.split(/[^\p{L}\p{N}_-]+/u).map(compact)]);
  forms.delete('');
  return [...forms];
}

export interface NameRedaction {
  /** Whether a key's or query parameter's value never reaches a log. */
  isRedactedName(name: string): boolean;
  /** A copy of plain objects and arrays (to MAX_DEPTH) with every redacted key's value replaced; other values as they are. */
  redactKeys<T>(value: T): T;
}

export function createNameRedaction(names: readonly string[]): NameRedaction {
  const exact = new Set(names.map((name) => compact(name.toLowerCase())));
  const endings = [...exact].filter((name) => !NOT_AS_ENDING.has(name));
  const cache = new Map<string, boolean>();
  const matches = (form: string) =>
    exact.has(form) || endings.some((ending) => form.endsWith(ending));

  function isRedactedName(name: string): boolean {
    const known = cache.get(name);
    if (known !== undefined) return known;
    const redacted = nameForms(name).some(
      (form) => matches(form) || (form.endsWith('s') && matches(form.slice(0, -1))),
    );
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(name, redacted);
    return redacted;
  }

  function walk(value: unknown, depth: number, seen: WeakSet<object>): unknown {
    if (value === null || typeof value !== 'object' || seen.has(value)) return value;
    const prototype = Object.getPrototypeOf(value) as unknown;
    const isArray = Array.isArray(value);
    // class instances (a request, an error, a Buffer) are their serializers' to shape
    if (!isArray && prototype !== Object.prototype && prototype !== null) return value;
    if (depth >= MAX_DEPTH) return '[Truncated]';
    seen.add(value);
    if (isArray) {
      const items = value.map((item: unknown) => walk(item, depth + 1, seen));
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const next = item !== undefined && isRedactedName(key) ? CENSOR : walk(item, depth + 1, seen);
      if (next !== item) {
        copy ??= { ...value };
        copy[key] = next;
      }
    }
    return copy ?? value;
  }

  return { isRedactedName, redactKeys: <T>(value: T) => walk(value, 0, new WeakSet()) as T };
}
