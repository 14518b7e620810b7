import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/styles/global.css';
import { installRequestHeaders } from './app/http-headers';
import { i18nReady } from './app/i18n';
import { Providers } from './app/providers';
import { createAppRouter } from './app/routes/router';
import { createRouteTable } from './app/routes/route-table';
import { registerServiceWorker } from './app/service-worker';
import { startInstallPromptCapture } from './features/pwa/install-prompt';

installRequestHeaders();
// Hold the browser's install prompt until the app reports installed (spec §4 Installation).
startInstallPromptCapture();
// The router starts loading the first route's screen and texts at once; the first render waits for
// the start language's shell texts too (Spanish: one parallel batch of chunks; English: none).
const router = createAppRouter(createRouteTable());
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
