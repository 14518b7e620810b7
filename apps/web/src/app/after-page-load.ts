/**
 * Runs `run` once the page has loaded: on its load event, or in the next task when that has passed already — the app
 * starts after the page's first paint (decision 029), which can come after the load event of a prerendered page.
 */
export function afterPageLoad(
  run: () => void,
  doc: Pick<Document, 'readyState'> = document,
  win: Pick<Window, 'addEventListener' | 'setTimeout'> = window,
): void {
  if (doc.readyState === 'complete') win.setTimeout(run, 0);
  else win.addEventListener('load', run, { once: true });
}
