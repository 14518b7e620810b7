import type { Page } from '@playwright/test';
import { START_UP_ANSWERS_ELEMENT_ID } from '@lender/contract';

/**
 * When the server made the page now shown (the time it wrote into the page's start-up answers, decision 028) and when
 * the browser started opening it. On this machine the server and the browser share one clock: a page made before
 * it was opened came from the service worker's kept copy (decision 037), not from the server.
 */
export const pageMade = (page: Page) =>
  page.evaluate((id) => {
    const answers = JSON.parse(document.getElementById(id)?.textContent ?? 'null') as {
      readAt: number;
    } | null;
    return { madeAt: answers?.readAt ?? Number.NaN, openedAt: performance.timeOrigin };
  }, START_UP_ANSWERS_ELEMENT_ID);

/** When the server made the copy of the page now shown that the worker keeps (undefined: it keeps none). */
export const keptMadeAt = (page: Page) =>
  page.evaluate(async (id) => {
    const copy = await (
      await caches.open('navigations')
    ).match(window.location.href, { ignoreVary: true });
    if (!copy) return undefined;
    const html = new DOMParser().parseFromString(await copy.text(), 'text/html');
    return (JSON.parse(html.getElementById(id)?.textContent ?? 'null') as { readAt: number } | null)
      ?.readAt;
  }, START_UP_ANSWERS_ELEMENT_ID);
