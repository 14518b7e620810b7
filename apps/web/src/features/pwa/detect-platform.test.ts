import { describe, expect, it } from 'vitest';
import { detectInstallPlatform, type InstallEnvironment } from './detect-platform';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.44.107;FBBV/571440000]',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windowsFirefox:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
};

const env = (
  userAgent: string,
  supportsBeforeInstallPrompt: boolean,
  maxTouchPoints = 0,
): InstallEnvironment => ({
  userAgent,
  supportsBeforeInstallPrompt,
  maxTouchPoints,
});

describe('detectInstallPlatform', () => {
  it.each([
    ['iPhone Safari', env(UA.iphoneSafari, false, 5), 'apple'],
    ['iPad Safari', env(UA.ipadSafari, false, 5), 'apple'],
    ['iPad Safari asking for the desktop site', env(UA.ipadDesktopMode, false, 5), 'apple'],
    ['Chrome on iPhone', env(UA.iphoneChrome, false, 5), 'unsupported'],
    ['Firefox on iPhone', env(UA.iphoneFirefox, false, 5), 'unsupported'],
    ['Facebook in-app view on iPhone', env(UA.iphoneFacebook, false, 5), 'unsupported'],
    ['Chrome on Android', env(UA.androidChrome, true, 5), 'chrome'],
    ['Samsung Internet', env(UA.androidSamsung, true, 5), 'chrome'],
    ['Chrome on Windows', env(UA.windowsChrome, true), 'chrome'],
    ['Edge on Windows', env(UA.windowsEdge, true), 'chrome'],
    [
      'Chromium without beforeinstallprompt (e.g. a webview)',
      env(UA.androidChrome, false, 5),
      'unsupported',
    ],
    ['Safari on a Mac', env(UA.macSafari, false, 0), 'unsupported'],
    ['Firefox on Windows', env(UA.windowsFirefox, false), 'unsupported'],
    ['Firefox on Android', env(UA.androidFirefox, false, 5), 'unsupported'],
    ['a non-Chromium browser that claims the event', env(UA.windowsFirefox, true), 'unsupported'],
  ])('%s → %s', (_name, environment, expected) => {
    expect(detectInstallPlatform(environment)).toBe(expected);
  });
});
