/**
 * Registers the service worker (spec §2) after the page has loaded, outside the initial chunk.
 * registerType 'prompt': a new worker waits until the app's tabs close (no reload mid-form); the
 * network-first navigation route already serves the new index.html and its new hashed assets.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
