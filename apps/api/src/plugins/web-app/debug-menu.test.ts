/** The debug menu (spec §2; decision 060) is written into the page outside production only. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { brandIndexHtml } from './index-html';

import { PRODUCTION_ENV } from '../../testing/production-env';
const INDEX = '<head><meta name="app-debug-menu" content="false" /></head>';
const flag = (html: string) => /name="app-debug-menu" content="(\w+)"/.exec(html)?.[1];

describe('the debug menu flag', () => {
  it('is on outside production and off in production', () => {
    expect(loadConfig({}).debugMenu).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).debugMenu).toBe(true);
    expect(loadConfig(PRODUCTION_ENV).debugMenu).toBe(false);
  });

  it('is written into index.html as the config says, and "false" by default', () => {
    expect(flag(brandIndexHtml(INDEX, 'inl', undefined, {}, {}, true))).toBe('true');
    expect(flag(brandIndexHtml(INDEX, 'inl', undefined, {}, {}, false))).toBe('false');
    expect(flag(brandIndexHtml(INDEX, 'inl', undefined))).toBe('false');
  });
});

describe('help videos in production', () => {
  it('are only the ones set (no placeholder)', () => {
    expect(loadConfig(PRODUCTION_ENV).helpVideos.urls).toEqual({});
    expect(
      loadConfig({ ...PRODUCTION_ENV, HELP_VIDEO_URL_TMX: 'https://v.example/t' }).helpVideos.urls,
    ).toEqual({ tmx: 'https://v.example/t' });
  });
});
