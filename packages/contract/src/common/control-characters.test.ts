import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRefusedText, hasControlCharacter, refusedTextRule } from './control-characters';

describe('refused text (one rule for every request input)', () => {
  it('refuses NUL, the other C0 controls and DEL, and allows tab, line feed and carriage return', () => {
    for (let code = 0; code < 0x20; code += 1) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        ![0x09, 0x0a, 0x0d].includes(code),
      );
    }
    expect(hasControlCharacter('a\u007fb')).toBe(true);
    expect(hasControlCharacter('José Núñez — 2º piso')).toBe(false);
  });

  it('refuses a lone surrogate, high or low, and allows a whole emoji', () => {
    expect(refusedTextRule('a\ud800b')).toBe('loneSurrogate');
    expect(refusedTextRule('a\udfffb')).toBe('loneSurrogate');
    expect(refusedTextRule('\ude00\ud83d')).toBe('loneSurrogate');
    expect(refusedTextRule('😀 José')).toBeUndefined();
    expect(refusedTextRule('\ud83d\ude00'.slice(0, 1))).toBe('loneSurrogate');
    expect(refusedTextRule('a\u0000\ud800')).toBe('controlCharacter');
  });

  it('names the path of the first offending string, in nested objects, arrays and keys', () => {
    expect(findRefusedText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toEqual({
      path: ['b', 'c', '1'],
      rule: 'controlCharacter',
    });
    expect(findRefusedText({ 'k\u0000': 1 })).toEqual({ path: ['k?'], rule: 'controlCharacter' });
    expect(findRefusedText({ ok: 'a', 'k\ud800': 1 })).toEqual({
      path: ['k?'],
      rule: 'loneSurrogate',
    });
    expect(findRefusedText({ a: { b: 'x\udc00' }, c: '\u0000' })).toEqual({
      path: ['a', 'b'],
      rule: 'loneSurrogate',
    });
    expect(findRefusedText('\u0001')).toEqual({ path: [], rule: 'controlCharacter' });
    expect(
      findRefusedText(
        Object.assign(Object.create(Object.create(null) as object) as object, { q: 'a\u0000' }),
      )?.path,
    ).toEqual(['q']);
    expect(findRefusedText(Buffer.from('a\u0000'))).toBeUndefined();
    expect(
      findRefusedText({ a: 1, b: true, c: null, d: 'line one\nline two\tend\r' }),
    ).toBeUndefined();
  });

  it('walks any depth without the call stack, in time proportional to the input', () => {
    let deep: unknown = ['end\u0000'];
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    const found = findRefusedText(deep);
    expect(found?.path.length).toBe(100_001);
    expect(found?.path.at(-1)).toBe('0');
  });

  it('finds the first refused string in document order, as a recursive walk would (property)', () => {
    const first = (input: unknown, path: string[] = []): string[] | undefined => {
      if (typeof input === 'string') return refusedTextRule(input) ? path : undefined;
      if (input === null || typeof input !== 'object') return undefined;
      for (const [key, value] of Object.entries(input)) {
        if (!Array.isArray(input) && refusedTextRule(key))
          return [
            ...path,
            // eslint-disable-next-line no-control-regex -- the oracle masks the same characters the rule refuses
            key.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/gu, '?'),
          ];
        const found = first(value, [...path, key]);
        if (found) return found;
      }
      return undefined;
    };
    const text = fc.string({
      unit: fc.constantFrom('a', 'é', '\u0000', '\t', '\ud800', '\udc00', '😀'),
    });
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 4 }),
        fc.dictionary(text, fc.oneof(text, fc.array(text))),
        (base, extra) => {
          const input = { base, extra };
          expect(findRefusedText(input)?.path).toEqual(first(input));
        },
      ),
      { seed: 44, numRuns: 300 },
    );
  });
});
