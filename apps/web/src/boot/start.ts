/**
 * index.html's only script (decision 029): runs the app (src/main.tsx) after the page's first paint, and when
 * the app's script cannot be loaded reloads once, then shows the NetworkError page (entry-failure.ts). In
 * `vite dev` the page links no built entry, so main.tsx is imported here instead (that branch is not in the build).
 * Its first act is to take away the page's notice that it did not run (page-not-started.ts).
 */
import { dropShellWhenSignedOut } from '../prerender/signed-in-shell';
import { startEarlyReads } from '../shared/http/early-reads';
import { loadEntry } from './entry-failure';
import { removePageNotStarted } from './page-not-started';
import { startAfterFirstPaint } from './paint-first';

removePageNotStarted(document);
// a signed-in shell in a tab without a session goes before the app starts on the page (decision 087)
dropShellWhenSignedOut(document);

// a signed-in page's first reads start now, while the app's script is fetched and evaluated (decision 034)
startEarlyReads();

if (
  !startAfterFirstPaint(document, (href) =>
    loadEntry(href, (url) => import(/* @vite-ignore */ url)),
  ) &&
  import.meta.env.DEV
) {
  void import('../main');
}
