/**
 * Opens a URL in a new browsing context outside the app (spec §2 Side menu, §8 External links).
 * A blocked popup returns false; any other failure alerts 'global.app_browser_error' and returns false.
 *
 * Why not `window.open(url, '_blank', 'noopener,noreferrer')`: with those features the HTML standard
 * makes window.open return null even on success, so a blocked popup could not be told apart.
 * Instead the new context's opener is cut right away (same protection as noopener, set before the
 * remote page can run), and the default referrer policy sends only our origin cross-site.
 */
import i18next from 'i18next';

export function openExternal(url: string): boolean {
  try {
    const opened = window.open(url, '_blank');
    if (!opened) return false;
    opened.opener = null;
    return true;
  } catch {
    window.alert(i18next.t('global.app_browser_error'));
    return false;
  }
}
