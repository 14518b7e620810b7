import { describe, expect, it } from 'vitest';
import { ZClientHeadersSchema } from './headers';

describe('ZClientHeadersSchema', () => {
  it('accepts the headers the web client sends, and none at all', () => {
    expect(ZClientHeadersSchema.safeParse({}).success).toBe(true);
    expect(
      ZClientHeadersSchema.safeParse({
        'api-version': '2',
        brand: 'inl',
        pwa: 'false',
        'app-version': '1.0.0',
        'accept-language': 'en-US',
      }).success,
    ).toBe(true);
  });

  it('rejects another api version, an unknown brand and a non-boolean pwa flag', () => {
    for (const headers of [{ 'api-version': '1' }, { brand: 'xyz' }, { pwa: 'yes' }]) {
      const result = ZClientHeadersSchema.safeParse(headers);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(Object.keys(headers));
    }
  });
});
