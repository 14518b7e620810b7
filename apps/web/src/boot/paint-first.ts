/**
 * What the page's only script (start.ts) does (decision 029). The served HTML holds the page already drawn (a
 * prerendered public page) or an empty root; the app (src/main.tsx, an entry of its own) is linked as a
 * modulepreload marked data-app-entry. A drawn page starts the app once its first contentful paint is on screen (the
 * Paint Timing entry arrives after the frame is presented; a frame and a task later where the browser has no such
 * entry, and at most START_AT_LATEST_MS in any case): the borrower sees the page while the app's script is evaluated
 * and hydrated, not after. An empty root, or a hidden page (a tab opened in the background, which paints nothing),
 * starts the app at once.
 *
 * A drawn page holds its app's modulepreloads in an inert `<template id="after-paint">` (decision 086): its styles
 * are in the page, so nothing but the HTML stands before its paint, and the app's modules are asked for in the frame
 * that paints it — all of them at once, linked before the entry is imported, so still in one round.
 */
export const START_AT_LATEST_MS = 3000;

type Win = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
  PerformanceObserver?: typeof PerformanceObserver;
};

export function startAfterFirstPaint(
  doc: Document,
  load: (href: string) => Promise<unknown>,
  win: Win = window,
): boolean {
  const afterPaint = doc.getElementById('after-paint');
  const held =
    afterPaint?.tagName === 'TEMPLATE' ? (afterPaint as HTMLTemplateElement).content : undefined;
  const entry = (held ?? doc).querySelector<HTMLLinkElement>(
    'link[rel="modulepreload"][data-app-entry]',
  );
  if (!entry) return false;
  // the held links join the head, each modulepreload fetched as it is connected
  const link = () => {
    if (held?.firstChild) doc.head.append(held);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    link();
    // the entry's href resolves against the document once it is in it
    void load(entry.href);
  };
  const drawn = doc.getElementById('root')?.hasChildNodes() ?? false;
  if (!drawn || doc.visibilityState === 'hidden') {
    start();
  } else if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // the modules are asked for in the page's next animation frame (its callbacks run before that frame's paint, the
    // first one where the page has not painted yet), the entry run once the paint is reported
    win.requestAnimationFrame(link);
    const observer = new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    win.setTimeout(start, START_AT_LATEST_MS);
  } else {
    win.requestAnimationFrame(() => {
      link();
      win.setTimeout(start, 0);
    });
    win.setTimeout(start, START_AT_LATEST_MS);
  }
  return true;
}
