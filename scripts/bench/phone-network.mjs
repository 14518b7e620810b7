// The phone's network the browser benches emulate: slow 4G (150 ms round trip, 1.6 Mbps down, 750 Kbps up — the
// figures Lighthouse's mobile preset simulates), for the page's requests and its service worker's alike.
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
export const UNTHROTTLED = {
  offline: false,
  latency: 0,
  downloadThroughput: -1,
  uploadThroughput: -1,
};

/**
 * DevTools sessions for the page and, once it has one, its service worker: Chrome emulates a network per target,
 * and the worker's own fetches (the navigation, a kept page's refetch: decision 037) are not the page's. Throttling
 * the page alone let the navigation through at full speed (its answer came at ~40–70 ms, not after a round trip).
 */
export async function networkSessions(browser, page) {
  await page.evaluate(async () => navigator.serviceWorker.ready);
  const worker = await browser.waitForTarget((target) => target.type() === 'service_worker', {
    timeout: 30_000,
  });
  const sessions = [await page.createCDPSession(), await worker.createCDPSession()];
  for (const session of sessions) await session.send('Network.enable');
  return sessions;
}

export async function emulateNetwork(sessions, conditions) {
  for (const session of sessions)
    await session.send('Network.emulateNetworkConditions', conditions);
}
