import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NATIVE_MAPS_WAIT_MS,
  detectMapsPlatform,
  nativeMapsUrl,
  openInMaps,
  webMapsUrl,
  type MapsTarget,
} from './maps-url';

const store: MapsTarget = {
  latitude: 29.7604,
  longitude: -95.3698,
  label: 'Houston Main, 100 Main St',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('maps links', () => {
  it('builds the web-maps fallback from the coordinates', () => {
    expect(webMapsUrl(store)).toBe(
      'https://www.google.com/maps/search/?api=1&query=29.7604,-95.3698',
    );
  });

  it('picks Apple Maps on iOS, geo: on Android and nothing native elsewhere', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
    const ipadAsMac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
    expect(detectMapsPlatform(iphone)).toBe('ios');
    expect(detectMapsPlatform(ipadAsMac, 5)).toBe('ios');
    expect(detectMapsPlatform(ipadAsMac, 0)).toBe('web');
    expect(detectMapsPlatform(pixel)).toBe('android');
    expect(nativeMapsUrl(store, 'ios')).toBe(
      'https://maps.apple.com/?ll=29.7604,-95.3698&q=Houston%20Main%2C%20100%20Main%20St',
    );
    expect(nativeMapsUrl(store, 'android')).toBe(
      'geo:29.7604,-95.3698?q=29.7604,-95.3698(Houston%20Main%2C%20100%20Main%20St)',
    );
    expect(nativeMapsUrl(store, 'web')).toBeNull();
  });

  it('opens web maps in a new tab where no native maps app exists', () => {
    const opened = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as Window);
    expect(openInMaps(store, 'web')).toBe(true);
    expect(open).toHaveBeenCalledWith(webMapsUrl(store), '_blank');
    expect(opened.opener).toBeNull();
  });

  it('reports a blocked tab', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openInMaps(store, 'ios')).toBe(false);
  });
});

describe('openInMaps on Android', () => {
  function stubAssign() {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    return assign;
  }

  it('falls back to web maps when no maps app takes the geo: link', () => {
    vi.useFakeTimers();
    const assign = stubAssign();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
    openInMaps(store, 'android');
    expect(assign).toHaveBeenCalledWith(nativeMapsUrl(store, 'android'));
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(NATIVE_MAPS_WAIT_MS);
    expect(open).toHaveBeenCalledWith(webMapsUrl(store), '_blank');
  });

  it('does not open web maps when the maps app took over (the page was hidden)', () => {
    vi.useFakeTimers();
    stubAssign();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    openInMaps(store, 'android');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    vi.advanceTimersByTime(NATIVE_MAPS_WAIT_MS);
    expect(open).not.toHaveBeenCalled();
  });
});
