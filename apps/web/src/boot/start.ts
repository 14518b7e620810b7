/**
 * index.html's only script (decision 029): runs the app (src/main.tsx) after the page's first paint. In `vite dev`
 * the page links no built entry, so main.tsx is imported here instead (that branch is not in the build).
 */
import { startAfterFirstPaint } from './paint-first';

if (
  !startAfterFirstPaint(document, (href) => import(/* @vite-ignore */ href)) &&
  import.meta.env.DEV
) {
  void import('../main');
}
