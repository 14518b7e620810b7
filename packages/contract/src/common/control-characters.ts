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

/** The message of a refused value (the error names the field beside it). */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
export const LONE_SURROGATE_MESSAGE = 'must not contain a broken character (half of an emoji or symbol)';

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

/** The rule `text` breaks, if any. */
export function refusedTextRule(text: string): RefusedTextRule | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'controlCharacter';
  return LONE_SURROGATE.test(text) ? 'loneSurrogate' : undefined;
}

/** Where a refused string was found: its path (e.g. ['cards', '0', 'cardholderName']) and the rule it breaks. */
export interface RefusedText {
  path: string[];
  rule: RefusedTextRule;
}

/** A step of the walk: a value to look at, reached under `key` from `parent` (a path kept as links, built once found). */
interface Step {
  value: unknown;
  key?: string;
  parent?: Step;
  /** the entry's key is checked when the step is taken (an object's keys are inputs too) */
  isEntry?: boolean;
}

function pathOf(step: Step | undefined): string[] {
  const path: string[] = [];
  for (let at = step; at; at = at.parent) if (at.key !== undefined) path.push(at.key);
  return path.reverse();
}

/**
 * The first string (value or object key, in document order) in `input` that breaks a rule; undefined when there is
 * none. Walks objects (also the null-prototype ones a query parser makes) and arrays with a stack of its own, so any
 * depth costs memory in proportion, never the call stack (a deeply nested body once overflowed it: a 500), and each
 * value is looked at once. Numbers, buffers and streams are not text.
 */
export function findRefusedText(input: unknown): RefusedText | undefined {
  const stack: Step[] = [{ value: input }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (step.isEntry && step.key !== undefined) {
      const rule = refusedTextRule(step.key);
      if (rule) return { path: [...pathOf(step.parent), masked(step.key)], rule };
    }
    const { value } = step;
    if (typeof value === 'string') {
      const rule = refusedTextRule(value);
      if (rule) return { path: pathOf(step), rule };
      continue;
    }
    if (value === null || typeof value !== 'object' || !isTextContainer(value)) continue;
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      stack.push({ value: item, key, parent: step, isEntry: !Array.isArray(value) });
    }
  }
  return undefined;
}

const REFUSED_ALL = new RegExp(`${CONTROL_CHARACTER.source}|${LONE_SURROGATE.source}`, 'gu');

/** A refused key as a path may show it: each refused character a '?'. */
function masked(key: string): string {
  return key.replace(REFUSED_ALL, '?');
}

/** An object whose entries are inputs: not binary data and not a stream. */
function isTextContainer(input: object): boolean {
  return !ArrayBuffer.isView(input) && !(input instanceof ArrayBuffer) && typeof (input as { pipe?: unknown }).pipe !== 'function';
}
