import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../test-utils';
import PwaInstallRoute from './PwaInstallRoute';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'onbeforeinstallprompt');
});

describe('PwaInstallRoute', () => {
  it('sends iOS Safari to the Apple steps', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    await renderScreen(<PwaInstallRoute />, { path: '/PwaInstallRoute' });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/PwaInstallApple');
  });

  it('sends Chromium with beforeinstallprompt to the Chrome screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
    Object.defineProperty(window, 'onbeforeinstallprompt', { configurable: true, value: null });
    await renderScreen(<PwaInstallRoute />, { path: '/PwaInstallRoute' });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/PwaInstallChrome');
  });

  it('sends any other browser to the unsupported screen', async () => {
    await renderScreen(<PwaInstallRoute />, { path: '/PwaInstallRoute' });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/PwaInstallUnsupported');
  });
});
