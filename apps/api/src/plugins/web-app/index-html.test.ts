import { describe, expect, it } from 'vitest';
import { staticCacheControl } from './index';
import { setMetaContent, withBrandIcons, withStartUpAnswers, withThemeRule } from './index-html';
import { INDEX, startUpAnswersOf } from '../../testing/web-dist';

describe("index.html's rewrites and the files' cache policy", () => {
  it('sets a meta content whatever the attribute order', () => {
    expect(setMetaContent('<meta content="a" name="theme-color">', 'theme-color', '#123')).toBe(
      '<meta content="#123" name="theme-color">',
    );
    expect(setMetaContent('<meta name="x" content="a">', 'theme-color', '#123')).toBe(
      '<meta name="x" content="a">',
    );
    expect(
      setMetaContent('<meta name="theme-color" content="a">', 'theme-color', '"><script>'),
    ).not.toContain('<script>');
  });

  it('writes start-up answers no value of which can close their element', () => {
    const message = '</script><script>alert(1)</script><!--';
    const answers = {
      readAt: 1,
      serviceStatus: { available: false, message },
      serviceProvider: { brands: {} },
      configSettings: {},
    };
    const page = withStartUpAnswers(INDEX, answers as never);
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).not.toContain('<!--');
    expect(startUpAnswersOf(page)).toEqual(answers);
    expect(withStartUpAnswers(INDEX, undefined)).toBe(INDEX);
  });

  it("links the default brand's own tab and home-screen icons, and nothing else of the page changes", () => {
    const head =
      '<link rel="manifest" href="/manifest.webmanifest" /><link rel="icon" href="/icons/inl-192.png" type="image/png" /><link rel="apple-touch-icon" href="/icons/inl-192.png" /><img src="/icons/inl-192.png">';
    expect(withBrandIcons(head, 'chs')).toBe(
      '<link rel="manifest" href="/manifest.webmanifest" /><link rel="icon" href="/icons/chs-192.png" type="image/png" /><link rel="apple-touch-icon" href="/icons/chs-192.png" /><img src="/icons/inl-192.png">',
    );
  });

  it('chooses a cache policy by path', () => {
    expect(staticCacheControl('assets/x-1.css')).toContain('immutable');
    expect(staticCacheControl('index.html')).toBe('no-cache');
    expect(staticCacheControl('manifest.webmanifest')).toBe('no-cache');
    expect(staticCacheControl('icons/inl-192.png')).toBe('public, max-age=3600');
  });

  it("writes the brand's colour rule into the page's head", () => {
    expect(withThemeRule('<head><title>t</title></head><body></body>', ':root{--a:#fff}')).toBe(
      '<head><title>t</title><style>:root{--a:#fff}</style></head><body></body>',
    );
  });
});
