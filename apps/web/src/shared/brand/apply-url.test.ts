import { describe, expect, it } from 'vitest';
import { applyUrl } from './apply-url';

function page(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('x');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'app-apply-urls';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('the external application page of apply for loan', () => {
  it('is the brand’s configured page with the campaign parameters added to its own', () => {
    const doc = page(
      JSON.stringify({
        tmx: 'https://apply.pine.test/go?from=app',
        inl: 'https://apply.oak.test/',
      }),
    );
    expect(
      applyUrl('tmx', { utm_source: 'app', utm_medium: 'menu', utm_campaign: 'tmx' }, doc),
    ).toBe('https://apply.pine.test/go?from=app&utm_source=app&utm_medium=menu&utm_campaign=tmx');
    expect(applyUrl('inl', {}, doc)).toBe('https://apply.oak.test/');
  });

  it('is none for a brand without one, a broken tag, no tag, or a page that is not http(s)', () => {
    expect(
      applyUrl('chs', {}, page(JSON.stringify({ tmx: 'https://apply.pine.test/' }))),
    ).toBeUndefined();
    expect(applyUrl('tmx', {}, page('{not json'))).toBeUndefined();
    expect(applyUrl('tmx', {}, page(null))).toBeUndefined();
    expect(
      applyUrl('tmx', {}, page(JSON.stringify({ tmx: 'javascript:alert(1)' }))),
    ).toBeUndefined();
  });
});
