import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import en from './i18n/locales/en.json';
import { openExternal } from './external-link';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('openExternal', () => {
  it('opens the url in a new browsing context and cuts its opener', () => {
    const opened = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    expect(openExternal('https://example.com/terms')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com/terms', '_blank');
    expect(opened.opener).toBeNull();
  });

  it('returns false without an alert when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    expect(openExternal('https://example.com/privacy')).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts the app_browser_error text and returns false when opening throws', () => {
    vi.spyOn(window, 'open').mockImplementation(() => {
      throw new Error('not allowed');
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    expect(openExternal('https://example.com/privacy')).toBe(false);
    expect(alert).toHaveBeenCalledWith(en.global.app_browser_error);
  });
});
