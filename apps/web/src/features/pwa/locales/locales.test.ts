import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [p, v] of leaves(child, `${path}.${key}`)) out.set(p, v);
  }
  return out;
}

describe('pwa locales', () => {
  it('has every English text in Spanish too, and none empty', () => {
    const english = leaves(en);
    const spanish = leaves(es);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of spanish) expect(text.trim(), key).not.toBe('');
  });
});
