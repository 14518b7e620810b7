import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import './app/styles/global.css';
import { renderFirst } from './app/first-render';
import { installRequestHeaders } from './app/http-headers';
import { i18next, i18nReady, loadNamespaces } from './app/i18n';
import { drawsPrerendered, whenRouterReady } from './app/prerendered';
import { Providers } from './app/providers';
import { createAppRouter, startTappedReads, warmScreen } from './app/routes/router';
import { createRouteTable } from './app/routes/route-table';
import { createScreenPreloads, startScreenPreloads, whenIdle } from './app/routes/screen-preloads';
import { loadSidebarPanel } from './app/layout/sidebar';
import { accessToken } from './shared/session/session-store';
import { registerServiceWorker } from './app/service-worker';
import { startInstallPromptCapture } from './features/pwa/install-prompt';
import { readPrerenderMarker } from './prerender/prerender-marker';
import { holdsShell } from './prerender/signed-in-shell';
import { readDefaultBrand } from './shared/brand/default-brand';
import { parseWithoutEval } from './shared/http/zod-without-eval';
import { seedStartUpAnswers } from './shared/config/start-up-answers';
import { queryClient } from './shared/query/query-client';
import { installMarketingEvents } from './shared/session/marketing-events';

installRequestHeaders();
// before zod's chunk loads: under the app's CSP zod's probe for eval would be reported as a violation
parseWithoutEval();
// the server's start-up answers, in the page, before the first guard asks for them (decision 028)
seedStartUpAnswers(queryClient, document);
// Hold the browser's install prompt until the app reports installed (spec §4 Installation).
startInstallPromptCapture();
// the session's events go to the marketing port too, for whom her preferences allow (decision 059)
installMarketingEvents();
// The router starts loading the first route's screen and texts at once; the first render waits for
// the start language's shell texts too (Spanish: one parallel batch of chunks; English: none).
const routeTable = createRouteTable();
const { router, patchRemainingRoutes } = createAppRouter(routeTable);
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
// a public page arrives prerendered (decision 022): hydrated when the first render is the one the build drew
const prerendered = readPrerenderMarker(root.dataset.prerendered);
const shell = holdsShell(root);
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

async function start(container: HTMLElement) {
  await i18nReady;
  // a drawn page (public, or a signed-in shell: decision 087) stays until her screen can be drawn over it in one go
  if (prerendered || shell) await whenRouterReady(router);
  const { pathname: path, search } = router.state.location;
  const first = { path, search, language: i18next.language, defaultBrand: readDefaultBrand() };
  renderFirst(container, app, {
    hydrate: drawsPrerendered(prerendered, first),
    onRecoverableError: (error) =>
      console.error('[prerender] the page was drawn again, not hydrated:', error),
  });
}
const signedIn = () => accessToken() !== undefined;
void start(root).then(() => {
  // the screens a tap away load once the first page is idle, and the router has all its routes (decision 066)
  if (signedIn()) whenIdle(patchRemainingRoutes);
  startScreenPreloads(
    createScreenPreloads(routeTable, {
      loadTexts: loadNamespaces,
      whenIdle,
      loadMenuPanel: loadSidebarPanel,
      signedIn,
      startReads: startTappedReads,
      warm: warmScreen,
    }),
  );
});
