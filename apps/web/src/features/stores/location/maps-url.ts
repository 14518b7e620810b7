/**
 * "Open in maps" for a store (spec §1: maps fall back to a web maps link when no native maps app
 * exists). iOS opens Apple Maps; Android hands a `geo:` URI to the installed maps app and falls back
 * to web maps when no app takes it; everywhere else the web-maps link opens in a new tab.
 */
import { openExternal } from '../../../shared/external-link';

export interface MapsTarget {
  latitude: number;
  longitude: number;
  /** the store's name and address, shown as the pin's label */
  label: string;
}

export type MapsPlatform = 'ios' | 'android' | 'web';

/** How long the page waits for a maps app to take a `geo:` link before opening web maps. */
export const NATIVE_MAPS_WAIT_MS = 1500;

const coordinates = ({ latitude, longitude }: MapsTarget) => `${latitude},${longitude}`;

/** The web-maps fallback: works in every browser. */
export function webMapsUrl(target: MapsTarget): string {
  return `https://www.google.com/maps/search/?api=1&query=${coordinates(target)}`;
}

export function appleMapsUrl(target: MapsTarget): string {
  return `https://maps.apple.com/?ll=${coordinates(target)}&q=${encodeURIComponent(target.label)}`;
}

export function geoUri(target: MapsTarget): string {
  return `geo:${coordinates(target)}?q=${coordinates(target)}(${encodeURIComponent(target.label)})`;
}

export function detectMapsPlatform(userAgent: string, maxTouchPoints = 0): MapsPlatform {
  if (
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) ||
    (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)
  )
    return 'ios';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  return 'web';
}

export function currentMapsPlatform(): MapsPlatform {
  return typeof navigator === 'undefined'
    ? 'web'
    : detectMapsPlatform(navigator.userAgent, navigator.maxTouchPoints);
}

/** The native maps link of a platform; null where only web maps exist. */
export function nativeMapsUrl(target: MapsTarget, platform: MapsPlatform): string | null {
  if (platform === 'ios') return appleMapsUrl(target);
  if (platform === 'android') return geoUri(target);
  return null;
}

/**
 * Opens the store in maps. Returns false when the new tab was blocked (openExternal has then
 * told nothing to the user; the caller shows the browser error).
 */
export function openInMaps(
  target: MapsTarget,
  platform: MapsPlatform = currentMapsPlatform(),
): boolean {
  if (platform === 'ios') return openExternal(appleMapsUrl(target));
  if (platform === 'android') {
    let handed = false;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') handed = true;
    };
    document.addEventListener('visibilitychange', onHidden);
    window.location.assign(geoUri(target));
    window.setTimeout(() => {
      document.removeEventListener('visibilitychange', onHidden);
      if (!handed) openExternal(webMapsUrl(target));
    }, NATIVE_MAPS_WAIT_MS);
    return true;
  }
  return openExternal(webMapsUrl(target));
}
