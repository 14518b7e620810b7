import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './control-characters';

describe('control characters (one rule for every request input)', () => {
  it('refuses NUL, the other C0 controls and DEL, and allows tab, line feed and carriage return', () => {
    for (let code = 0; code < 0x20; code += 1) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(![0x09, 0x0a, 0x0d].includes(code));
    }
    expect(hasControlCharacter('a\u007fb')).toBe(true);
    expect(hasControlCharacter('José Núñez — 2º piso')).toBe(false);
  });

  it('names the path of the first offending string, in nested objects, arrays and keys', () => {
    expect(findControlCharacter({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toEqual(['b', 'c', '1']);
    expect(findControlCharacter({ 'k\u0000': 1 })).toEqual(['k?']);
    expect(findControlCharacter('\u0001')).toEqual([]);
    expect(findControlCharacter(Object.assign(Object.create(Object.create(null) as object) as object, { q: 'a\u0000' }))).toEqual(['q']);
    expect(findControlCharacter(Buffer.from('a\u0000'))).toBeUndefined();
    expect(findControlCharacter({ a: 1, b: true, c: null, d: 'line one\nline two\tend\r' })).toBeUndefined();
  });
});
