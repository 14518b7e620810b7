/* global self, caches */
/*
 * The pages the worker keeps (decision 037), imported by the generated service worker (vite.config.ts importScripts):
 * a new worker comes with a new build's precache, and the pages the one before kept link the old build's files (gone
 * from the server), so they go when it takes over; each page is fetched again on its next visit.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete('navigations'));
});
