/* global self */
/*
 * Due-date reminders (decision 020), imported by the generated service worker (vite.config.ts importScripts):
 * a push shows its notification; a click on it focuses the app's window on the loan's page, or opens one.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Payment reminder';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body,
      tag: data.tag,
      data: { url: data.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // only a page of this app: a payload never sends the borrower elsewhere
  const target = new URL(
    event.notification.data && event.notification.data.url ? event.notification.data.url : '/',
    self.location.origin,
  );
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url) || windows[0];
      if (!open) return self.clients.openWindow(url);
      return open.focus().then((client) => (client.url === url ? client : client.navigate(url)));
    }),
  );
});
