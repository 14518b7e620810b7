import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickLanguage } from './client-headers';

describe('pickLanguage', () => {
  it('defaults to English', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage('fr-FR,de;q=0.8')).toBe('en');
  });

  it('takes the first of en/es in order of preference', () => {
    expect(pickLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pickLanguage('fr,es;q=0.5,en;q=0.7')).toBe('en');
    expect(pickLanguage('en;q=0.2, es;q=0.9')).toBe('es');
    expect(pickLanguage('es;q=0, en')).toBe('en');
  });

  it('always answers a supported language', () => {
    fc.assert(fc.property(fc.string(), (header) => ['en', 'es'].includes(pickLanguage(header))));
  });
});
