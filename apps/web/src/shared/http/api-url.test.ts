import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-url';

describe('apiUrl', () => {
  it('puts the path under /api on the app origin, encoding the query and leaving out undefined values', () => {
    expect(apiUrl('/health')).toBe('/api/health');
    expect(apiUrl('/stores', { q: 'a&b c', page: 2, open: true, near: undefined })).toBe(
      '/api/stores?q=a%26b+c&page=2&open=true',
    );
  });
});
