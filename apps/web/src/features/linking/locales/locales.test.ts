import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      for (const [p, v] of leaves(child, `${path}.${key}`)) out.set(p, v);
  }
  return out;
}

describe('linking locales', () => {
  it('has every English text in Spanish too, with the same placeholders', () => {
    const english = leaves(en);
    const spanish = leaves(es);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of english) {
      expect(spanish.get(key), key).not.toBe('');
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
