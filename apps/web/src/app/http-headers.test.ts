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

  it("adds the session's tokens once there is a session", () => {
    expect(requestHeaders().authorization).toBeUndefined();
    useSessionStore.setState({ tokens: { accessToken: 'A', idToken: 'I', deviceKey: 'D' } });
    expect(requestHeaders()).toMatchObject({
      authorization: 'Bearer A',
      'id-token': 'I',
      'device-key': 'D',
    });
  });
});
