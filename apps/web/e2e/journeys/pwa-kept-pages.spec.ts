/**
 * Pages the service worker keeps (issue 11, decision 037): once the worker controls the app, a page it has kept
 * opens from the device, not after a round trip to the server, and is fetched again behind it for the next visit.
 * Seen in the page itself: when the server made it (support/page-made.ts).
 */
import { expect, test } from '../support/test';
import { keptMadeAt, pageMade } from '../support/page-made';

// a PWA journey: the service worker installs here (the config blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const PATH = '/ContactUs';

test('a page the worker kept opens from the device and is fetched again behind it', async ({
  page,
}) => {
  await page.goto(PATH);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // the first visit the worker controls: it has not kept the page yet, so the page comes from the server
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const fromServer = await pageMade(page);
  expect(fromServer.madeAt).toBeGreaterThanOrEqual(Math.floor(fromServer.openedAt));
  await expect.poll(() => keptMadeAt(page)).toBe(fromServer.madeAt);

  // the next visit opens the kept copy, made before the visit started, and the app runs on it
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  const fromDevice = await pageMade(page);
  expect(fromDevice.madeAt).toBe(fromServer.madeAt);
  expect(fromDevice.madeAt).toBeLessThan(fromDevice.openedAt);

  // ... and the worker has fetched the page again behind it: the next visit gets a newer one
  await expect.poll(() => keptMadeAt(page)).toBeGreaterThan(fromDevice.madeAt);
  const renewed = await keptMadeAt(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await pageMade(page)).madeAt).toBe(renewed);
});
