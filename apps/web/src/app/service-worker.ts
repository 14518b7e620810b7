/**
 * Registers the service worker (spec §2) after the page has loaded, outside the initial chunk.
 * registerType 'prompt': a new worker waits, and the update prompt offers to switch to it (the
 * borrower chooses when, so no reload mid-form); until then a page the worker kept opens with the build it was
 * kept with (its files are in the worker's precache), and a page it has not kept comes from the network, new.
 */
import { afterPageLoad } from './after-page-load';
import { useUpdateStore } from './update/update-store';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterPageLoad(() => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh: () => useUpdateStore.getState().offerUpdate(() => updateSW(true)),
        // a tab left open for days navigates inside the app only, which checks for no new worker
        onRegisteredSW: (_url, registration) => {
          if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
        },
      });
    });
  });
}
