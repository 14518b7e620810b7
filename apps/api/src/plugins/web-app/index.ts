/**
 * Serves the built web app (WEB_DIST_DIR), each file as the build compressed it (brotli or gzip, by
 * accept-encoding, with Vary): hashed /assets/* cached forever, index.html, sw.js and
 * the manifest revalidated; any other GET for HTML that is not /api/* and not a file gets index.html
 * (SPA fallback). A public page the build prerendered is sent as its own HTML in the request's language
 * (prerendered-pages.ts, decision 022); another screen's page is index.html with its screen's preloads
 * (screen-preloads.ts, decision 032). The HTML and /manifest.webmanifest carry the runtime default brand.
 * Also the root not-found handler: unknown /api/* answers a JSON 404 in the one error shape.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TStartUpAnswers } from '@lender/contract';
import { resolveBrandTheme, routeBrandOf, themeRule, type BrandCode } from '@lender/domain';
import { CACHE_CONTROL } from '../../lib/cache-control';
import { sendError } from '../error-handler';
import {
  inlineSources,
  isSubresource,
  sha256Source,
  withInlineSources,
  type InlineSources,
} from '../security';
import { pickLanguage } from '../../i18n/language';
import {
  brandIndexHtml,
  brandManifest,
  NOT_BUILT_HTML,
  withScreenLinks,
  withStartUpAnswers,
  withThemeRule,
  type BrandLook,
} from './index-html';
import { prerenderedPages } from './prerendered-pages';
import { screenPreloads } from './screen-preloads';

export interface WebAppOptions {
  distDir: string;
  defaultBrand: BrandCode;
  /** the external application page per brand that offers apply for loan (written into index.html) */
  applyUrls?: Partial<Record<BrandCode, string>>;
  /** each brand's own app (written into index.html; a brand this site does not serve links there) */
  appUrls?: Partial<Record<BrandCode, string>>;
  /** outside production only: the page shows the debug menu (spec §2; written into index.html) */
  debugMenu?: boolean;
  /** the default brand's display name and theme (from the brands table) */
  lookupBrand: () => Promise<BrandLook | undefined>;
  /** the answers every first screen needs (decision 028); undefined (or a failure) leaves them to the web's calls */
  startUpAnswers?: () => Promise<TStartUpAnswers | undefined>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATED_FILES = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

export function staticCacheControl(relativePath: string): string {
  const normalized = relativePath.split(path.sep).join('/').replace(/^\/+/, '');
  if (normalized.startsWith('assets/')) return IMMUTABLE;
  const base = path.posix.basename(normalized);
  if (REVALIDATED_FILES.has(base) || base.startsWith('workbox-')) return CACHE_CONTROL.revalidate;
  return 'public, max-age=3600';
}

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexPath = path.join(options.distDir, 'index.html');
  const isBuilt = existsSync(indexPath);
  const prerendered = prerenderedPages(options.distDir);
  const screenLinks = screenPreloads(options.distDir);
  // a rebuild while the server runs (the update prompt's two builds) is read again
  const cached = new Map<string, { mtimeMs: number; html: string; sources: InlineSources }>();
  async function readHtml(file: string): Promise<{ html: string; sources: InlineSources }> {
    const { mtimeMs } = statSync(file);
    const hit = cached.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const html = await readFile(file, 'utf8');
    const read = { mtimeMs, html, sources: inlineSources(html) };
    cached.set(file, read);
    return read;
  }

  async function readStartUpAnswers(request: FastifyRequest): Promise<TStartUpAnswers | undefined> {
    try {
      return await options.startUpAnswers?.();
    } catch (error) {
      request.log.warn(
        { err: error },
        'start-up answers not written into the page; the web app asks for them',
      );
      return undefined;
    }
  }

  /** The page's prerendered HTML when the build drew one for its path, else index.html. */
  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', CACHE_CONTROL.revalidate).type('text/html; charset=utf-8');
    if (!isBuilt) return reply.send(NOT_BUILT_HTML);
    const pathname = request.url.split('?')[0] ?? '/';
    const language = pickLanguage(request.headers['accept-language']);
    const page = prerendered.file(pathname, options.defaultBrand, language);
    // another screen's HTML is index.html with its screen's preloads (decision 032), the locale chunk in that language
    const links = page ? '' : screenLinks(pathname, language);
    if (page || links) reply.header('vary', 'accept-language');
    const { html: read, sources } = await readHtml(page ?? indexPath);
    const answers = await readStartUpAnswers(request);
    // the page's brand's colours, as the app will apply them (decision 087): its route's brand, else the default one
    const pageBrand = routeBrandOf(pathname) ?? options.defaultBrand;
    const theme = resolveBrandTheme(pageBrand, answers?.serviceProvider.brands[pageBrand]?.theme);
    const rule = themeRule(theme);
    const html = withThemeRule(withScreenLinks(read, links), rule);
    // a prerendered page holds its stylesheets (decision 086), a signed-in shell its one script (decision 087), every
    // page its brand's colours: the policy allows those and no other inline style or script
    const policy = reply.getHeader('content-security-policy');
    if (policy !== undefined)
      reply.header(
        'content-security-policy',
        withInlineSources(policy, {
          styleSrc: [...sources.styleSrc, sha256Source(rule)],
          scriptSrc: sources.scriptSrc,
        }),
      );
    return reply.send(
      withStartUpAnswers(
        brandIndexHtml(
          html,
          options.defaultBrand,
          theme.primary,
          options.applyUrls,
          options.appUrls,
          options.debugMenu ?? false,
        ),
        answers,
      ),
    );
  }

  if (isBuilt) {
    // hashed files never change: no validators or ranges to answer (each header is bytes on every first-screen request)
    await app.register(fastifyStatic, {
      root: path.join(options.distDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
      },
    });
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: true,
      // the build writes .br and .gz beside every text asset (vite-plugin-compression2): sent as they are
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !isApiPath(pathName),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', staticCacheControl(path.relative(options.distDir, filePath)));
      },
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built: run `npm run build`');
  }

  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  app.get('/index.html', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const brand = await options.lookupBrand();
    if (!brand) return sendError(_request, reply, 404, 'Default brand not found');
    reply
      .header('cache-control', CACHE_CONTROL.revalidate)
      .type('application/manifest+json; charset=utf-8');
    return JSON.stringify(brandManifest(brand));
  });

  app.setNotFoundHandler((request, reply) => {
    // a missing build file or icon is a 404 even for a browser asking for HTML: a page is never sent under /assets/ or
    // /icons/, where the lean subresource headers (no CSP, no framing rule) apply (plugins/security.ts)
    if (!isApiPath(request.url) && !isSubresource(request.url) && wantsHtml(request))
      return sendIndex(request, reply);
    // a prerendered form sent before its script ran (it posts: decision 022): the page again, the body dropped; only
    // to a listed page's own path (never to what the request named: `//elsewhere` would be an open redirect)
    const pathname = request.url.split('?')[0] ?? '';
    if (request.method === 'POST' && isFormPost(request) && prerendered.has(pathname))
      return reply.redirect(pathname, 303);
    return sendError(
      request,
      reply,
      404,
      `Route ${request.method}:${request.url.split('?')[0]} not found`,
    );
  });
}
