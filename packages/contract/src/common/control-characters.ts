/**
 * Control characters and lone surrogates are refused in every request input, in one place: the API applies
 * `findRefusedText` to the query, the path parameters and the body of every request before its schema runs
 * (apps/api/src/plugins/control-characters.ts), so a new route cannot forget it.
 *
 * Refused: C0 controls U+0000–U+001F and DEL U+007F — NUL would make PostgreSQL fail a whole statement
 * (a 500), the others have no business in a name, an address or a message.
 * Allowed: tab, line feed and carriage return. The multi-line free-text fields (messages, notes,
 * comments, addresses written on several lines) legitimately carry them, and every structured field
 * (phone, SSN, dates, ids, amounts, codes) refuses them through its own format rule anyway.
 * C1 controls (U+0080–U+009F) are left alone: they are ordinary code points in pasted text.
 *
 * Also refused: a lone UTF-16 surrogate (U+D800–U+DFFF without its other half, e.g. JSON's "a\ud800b", or an
 * emoji cut in two). It is no character at all: PostgreSQL refuses it in a JSON column (a 500), and a text column
 * would silently keep U+FFFD instead. A whole emoji (a surrogate pair) is one character and welcome.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** In Unicode mode a surrogate pair is one code point; only a half without its partner is of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Either of them. */
const REFUSED = new RegExp(`${CONTROL_CHARACTER.source}|${LONE_SURROGATE.source}`, 'u');

/** The message of a refused value (the error names the field beside it). */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
export const LONE_SURROGATE_MESSAGE =
  'must not contain a broken character (half of an emoji or symbol)';

/** Why a string is refused. */
export type RefusedTextRule = 'controlCharacter' | 'loneSurrogate';

export const REFUSED_TEXT_MESSAGES: Readonly<Record<RefusedTextRule, string>> = {
  controlCharacter: CONTROL_CHARACTER_MESSAGE,
  loneSurrogate: LONE_SURROGATE_MESSAGE,
};

/** Whether `text` holds a refused control character. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The rule `text` breaks, if any (one test of the text in the common case, where it breaks none). */
export function refusedTextRule(text: string): RefusedTextRule | undefined {
  if (!REFUSED.test(text)) return undefined;
  return CONTROL_CHARACTER.test(text) ? 'controlCharacter' : 'loneSurrogate';
}

/** Where a refused string was found: its path (e.g. ['cards', '0', 'cardholderName']) and the rule it breaks. */
export interface RefusedText {
  path: string[];
  rule: RefusedTextRule;
}

/** An object or array being walked: its keys (none for an array) and the next entry to look at. */
interface Frame {
  container: Record<string, unknown> | unknown[];
  keys: string[] | undefined;
  next: number;
}

const frameOf = (container: object): Frame =>
  Array.isArray(container)
    ? { container, keys: undefined, next: 0 }
    : { container: container as Record<string, unknown>, keys: Object.keys(container), next: 0 };

/** The path to the entry each frame is at (the one taken last). */
const pathOf = (stack: readonly Frame[]) =>
  stack.map((frame) => (frame.keys ? frame.keys[frame.next - 1]! : String(frame.next - 1)));

/**
 * The first string (value or object key, in document order) in `input` that breaks a rule; undefined when there is
 * none. Walks objects (also the null-prototype ones a query parser makes) and arrays with a stack of its own, so any
 * depth costs memory in proportion, never the call stack (a deeply nested body once overflowed it: a 500), and each
 * value is looked at once, allocating only a frame per object or array. Numbers, buffers and streams are not text.
 */
export function findRefusedText(input: unknown): RefusedText | undefined {
  if (typeof input === 'string') {
    const rule = refusedTextRule(input);
    return rule ? { path: [], rule } : undefined;
  }
  if (!isContainer(input)) return undefined;
  const stack: Frame[] = [frameOf(input)];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const { container, keys } = frame;
    const size = keys ? keys.length : (container as unknown[]).length;
    if (frame.next >= size) {
      stack.pop();
      continue;
    }
    const index = frame.next;
    frame.next += 1;
    const key = keys?.[index];
    if (key !== undefined) {
      const rule = refusedTextRule(key);
      if (rule) return { path: [...pathOf(stack.slice(0, -1)), masked(key)], rule };
    }
    const value =
      key !== undefined
        ? (container as Record<string, unknown>)[key]
        : (container as unknown[])[index];
    if (typeof value === 'string') {
      const rule = refusedTextRule(value);
      if (rule) return { path: pathOf(stack), rule };
    } else if (isContainer(value)) {
      stack.push(frameOf(value));
    }
  }
  return undefined;
}

const REFUSED_ALL = new RegExp(REFUSED.source, 'gu');

/** A refused key as a path may show it: each refused character a '?'. */
function masked(key: string): string {
  return key.replace(REFUSED_ALL, '?');
}

/** An object or array whose entries are inputs: not binary data and not a stream. */
function isContainer(input: unknown): input is object {
  if (input === null || typeof input !== 'object') return false;
  return (
    Array.isArray(input) ||
    (!ArrayBuffer.isView(input) &&
      !(input instanceof ArrayBuffer) &&
      typeof (input as { pipe?: unknown }).pipe !== 'function')
  );
}
