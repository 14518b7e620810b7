import { describe, expect, it } from 'vitest';
import { drawsPrerendered } from '../app/prerendered';
import { ANY_BRAND, prerenderMarker, readPrerenderMarker } from './prerender-marker';

describe('the prerender marker', () => {
  it('reads back what it wrote, and nothing from a missing or foreign value', () => {
    const key = { path: '/ForgotPassword', language: 'es', defaultBrand: 'inl' };
    expect(readPrerenderMarker(prerenderMarker(key))).toEqual(key);
    for (const value of [undefined, '', 'not json', '{"path":"/"}', '["/","en"]', '["/","en",3]']) {
      expect(readPrerenderMarker(value)).toBeUndefined();
    }
  });
});

describe('hydrate or draw afresh', () => {
  const first = { path: '/', search: '', language: 'en', defaultBrand: 'inl' };
  it('hydrates only the render the build drew: same path, language and default brand', () => {
    const page = { path: '/', language: 'en', defaultBrand: 'inl' };
    expect(drawsPrerendered(page, first)).toBe(true);
    expect(drawsPrerendered(undefined, first)).toBe(false);
    // a query the page reads (Login's ?signedOut=true notice): the build drew none
    expect(drawsPrerendered(page, { ...first, search: '?signedOut=true' })).toBe(false);
    // the guard sent a signed-in borrower on, a stored Spanish choice, another default brand
    expect(drawsPrerendered({ ...page, path: '/Register' }, first)).toBe(false);
    expect(drawsPrerendered({ ...page, language: 'es' }, first)).toBe(false);
    expect(drawsPrerendered({ ...page, defaultBrand: 'chs' }, first)).toBe(false);
  });

  it('hydrates a page of its own brand under any default brand', () => {
    const page = { path: '/tmx/OptInDisclosures', language: 'en', defaultBrand: ANY_BRAND };
    expect(drawsPrerendered(page, { ...page, search: '', defaultBrand: 'chs' })).toBe(true);
  });
});
