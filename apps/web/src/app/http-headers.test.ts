import { afterEach, describe, it, expect } from 'vitest';
import { useSessionStore } from '../shared/session/session-store';
import { requestHeaders } from './http-headers';
import { changeLanguage } from './i18n';

afterEach(() => {
  changeLanguage('en');
  useSessionStore.getState().signOut();
});

describe('requestHeaders', () => {
  it('sends the language, brand, pwa flag and app version', () => {
    changeLanguage('es');
    expect(requestHeaders()).toMatchObject({
      'accept-language': 'es',
      brand: 'inl',
      pwa: 'false',
      'app-version': '1.0.0',
    });
  });

  it("leaves the session's tokens to the shared client, so no call carries them twice", () => {
    useSessionStore.setState({ tokens: { accessToken: 'A', idToken: 'I', deviceKey: 'D' } });
    const headers = requestHeaders();
    expect(headers.authorization).toBeUndefined();
    expect(headers).not.toHaveProperty('id-token');
    expect(headers).not.toHaveProperty('device-key');
  });
});
