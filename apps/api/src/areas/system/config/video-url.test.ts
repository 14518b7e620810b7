import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVideoUrlResponseSchema } from '@lender/contract';
import { helpVideosFrom } from '../../../help-video-config';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    HELP_VIDEO_URL_TMX: 'https://videos.lender.example/tmx-help',
    HELP_VIDEO_CAPTIONS: 'en,es,vi',
  });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/videoUrl', () => {
  it("answers the brand's configured video with its caption languages, long-cached", async () => {
    const res = await get('/api/videoUrl?brand=tmx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=21600/);
    expect(ZVideoUrlResponseSchema.parse(res.json())).toEqual({
      brand: 'tmx',
      videoUrl: 'https://videos.lender.example/tmx-help',
      captions: ['en', 'es', 'vi'],
    });
  });

  it('answers a placeholder outside production for a brand with none set', async () => {
    const body = ZVideoUrlResponseSchema.parse((await get('/api/videoUrl?brand=chs')).json());
    expect(body.videoUrl).toBe('https://chs.app.example/help/video');
  });

  it('refuses a missing or unknown brand with a 400 naming it', async () => {
    for (const url of ['/api/videoUrl', '/api/videoUrl?brand=xyz', '/api/videoUrl?brand=inl&x=1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
    }
    expect((await get('/api/videoUrl?brand=xyz')).body).toMatch(/brand/);
  });
});

describe('helpVideosFrom', () => {
  it('makes nothing up in production: a brand without a video has none', () => {
    const videos = helpVideosFrom(
      { HELP_VIDEO_URL_INL: 'https://v.example/inl' },
      { placeholders: false },
    );
    expect(videos.urls).toEqual({ inl: 'https://v.example/inl' });
    expect(videos.captions).toEqual(['en', 'es']);
  });
});
