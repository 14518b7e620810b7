import { describe, it, expect } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('es', ['en-US'])).toBe('es');
  });
  it('uses the first supported browser language by primary subtag', () => {
    expect(detectLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(detectLanguage('de', ['EN-gb'])).toBe('en');
  });
  it('defaults to English', () => {
    expect(detectLanguage(null, ['fr', 'de'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});
