/**
 * Control characters are refused in every request input, in one place: the API applies
 * `findControlCharacter` to the query, the path parameters and the body of every request before its
 * schema runs (apps/api/src/plugins/control-characters.ts), so a new route cannot forget it.
 *
 * Refused: C0 controls U+0000–U+001F and DEL U+007F — NUL would make PostgreSQL fail a whole statement
 * (a 500), the others have no business in a name, an address or a message.
 * Allowed: tab, line feed and carriage return. The multi-line free-text fields (messages, notes,
 * comments, addresses written on several lines) legitimately carry them, and every structured field
 * (phone, SSN, dates, ids, amounts, codes) refuses them through its own format rule anyway.
 * C1 controls (U+0080–U+009F) are left alone: they are ordinary code points in pasted text.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The message of a refused value (the error names the field beside it). */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** Whether `text` holds a refused control character. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The path of the first string (value or object key) in `input` holding a refused control character,
 * e.g. ['cards', '0', 'cardholderName']; undefined when there is none. Walks objects (also the
 * null-prototype ones a query parser makes) and arrays; numbers, buffers and streams are not text.
 */
export function findControlCharacter(input: unknown, path: readonly string[] = []): string[] | undefined {
  if (typeof input === 'string') return hasControlCharacter(input) ? [...path] : undefined;
  if (Array.isArray(input)) {
    for (const [index, item] of input.entries()) {
      const found = findControlCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (input === null || typeof input !== 'object') return undefined;
  if (!isTextContainer(input)) return undefined;
  for (const [key, value] of Object.entries(input)) {
    if (hasControlCharacter(key)) return [...path, key.replace(CONTROL_CHARACTER_ALL, '?')];
    const found = findControlCharacter(value, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const CONTROL_CHARACTER_ALL = new RegExp(CONTROL_CHARACTER.source, 'g');

/** An object whose entries are inputs: not binary data and not a stream. */
function isTextContainer(input: object): boolean {
  return !ArrayBuffer.isView(input) && !(input instanceof ArrayBuffer) && typeof (input as { pipe?: unknown }).pipe !== 'function';
}
