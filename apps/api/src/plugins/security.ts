/** Security headers (helmet, strict CSP) and the /api rate limits (decision 005; across nodes: decision 012). */
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config';

/** The app's Content-Security-Policy: same origin only, no inline script, no framing. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  workerSrc: ["'self'"],
} as const;

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for these options. None depends on the request (no nonces, no per-request directives), so
 * helmet runs once here and every response gets the same set — @fastify/helmet rebuilt the middleware, and parsed
 * the CSP, on every request (~4 % of a signed-in read's CPU).
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.freeze(headers);
}

/** A Content-Security-Policy header with more sources for one of its directives (each once). */
export function withPolicySources(
  header: string | number | readonly string[],
  directive: 'style-src' | 'script-src',
  sources: readonly string[],
): string {
  const text = Array.isArray(header) ? header.join('; ') : String(header);
  return text.replace(
    new RegExp(`(^|;\\s*)${directive} ([^;]*)`),
    (_match, before: string, present: string) => {
      const added = sources.filter((source) => !present.split(' ').includes(source));
      return `${before}${[directive, present, ...added].join(' ')}`;
    },
  );
}

export interface InlineSources {
  /** the hashes of its `<style>` elements: a prerendered page holds its stylesheets (decision 086) */
  styleSrc: string[];
  /** the hashes of its bare `<script>` elements: a signed-in shell's one (decision 087) */
  scriptSrc: string[];
}

/** The CSP source that allows one inline element's text: its SHA-256 hash. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A page's own inline styles and scripts, each allowed by its SHA-256 hash, so no other is. A script with attributes
 * (the start-up answers' JSON, a module's src) is not one: a data block runs nothing, a src is 'self'.
 */
export function inlineSources(html: string): InlineSources {
  const hashes = (element: RegExp) =>
    [...html.matchAll(element)].map(([, text]) => sha256Source(text ?? ''));
  return {
    styleSrc: hashes(/<style>([\s\S]*?)<\/style>/g),
    scriptSrc: hashes(/<script>([\s\S]*?)<\/script>/g),
  };
}

/** A page's policy with its inline sources allowed (both directives are in CSP_DIRECTIVES). */
export function withInlineSources(
  header: string | number | readonly string[],
  { styleSrc, scriptSrc }: InlineSources,
): string {
  return withPolicySources(
    withPolicySources(header, 'style-src', styleSrc),
    'script-src',
    scriptSrc,
  );
}

/** A hashed build file (script, style, image): never a document, never framed, never changed. */
export function isHashedAsset(url: string): boolean {
  return url.startsWith('/assets/');
}

/**
 * A file a page uses and never a document: the hashed build files, the brands' icons (the tab's, the home screen's)
 * and the web manifest. No page is ever sent under these paths (a missing one is a 404, even for a browser asking for
 * HTML), so the lean headers below never reach a document.
 */
export function isSubresource(url: string): boolean {
  return (
    isHashedAsset(url) || url.startsWith('/icons/') || url.split('?')[0] === '/manifest.webmanifest'
  );
}

/**
 * What a subresource still needs of those headers: a script, style, icon or manifest is no document, so the
 * document-only ones (CSP, COOP, framing, referrer, HSTS — the page carries them) do nothing on it, yet cost ~0.7 KB
 * on each of the first screen's requests on a slow phone network (issue 11; the icon and the manifest too since issue
 * 50: ~1 KB each of Login's 170 KB). nosniff and CORP do apply to subresources.
 */
export const SUBRESOURCE_HEADER_NAMES = [
  'x-content-type-options',
  'cross-origin-resource-policy',
] as const;

export function subresourceHeaders(
  headers: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return Object.freeze(
    Object.fromEntries(
      SUBRESOURCE_HEADER_NAMES.filter((name) => name in headers).map((name) => [
        name,
        headers[name]!,
      ]),
    ),
  );
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders(HELMET_OPTIONS);
  const assetHeaders = subresourceHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isSubresource(request.url) ? assetHeaders : headers);
    done();
  });
}

/** The budgets of the /api rate limit: each is counted apart, per client address and minute. */
export type RateBudget = 'api' | 'signIn' | 'codeSend' | 'typeAhead';

/**
 * Calls with their own budget: sign-in, and every call that sends a verification, reset, trusted-device or
 * sign-in-change code (each send is a message someone pays for and a code someone can guess). The rest of /api
 * shares the 'api' budget; a route with `config.rateLimit: false` (/api/health) has none. Static files and the
 * web app's pages are outside /api and never counted.
 */
export const RATE_BUDGET_ROUTES: Readonly<Record<string, RateBudget>> = {
  'POST /api/authenticate': 'signIn',
  'POST /api/passkeys/authentication/options': 'signIn',
  'POST /api/passkeys/authentication': 'signIn',
  'POST /api/registerUser': 'codeSend',
  'POST /api/registerNcrUser': 'codeSend',
  'POST /api/resendVerificationCode': 'codeSend',
  'POST /api/resetpassword': 'codeSend',
  'GET /api/sendtrusteddevice': 'codeSend',
  'POST /api/updateUser': 'codeSend',
  'POST /api/sendverificationcode': 'codeSend',
  // the address type-ahead: a provider billed per lookup, and a fast typist's minute is far below it (decision 021)
  'GET /api/addressPredictions': 'typeAhead',
  'GET /api/addressDetails': 'typeAhead',
};

const RATE_WINDOW_MS = 60_000;

function budgetOf(route: RouteOptions): RateBudget | undefined {
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit === false) return undefined;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const method = methods[0] === 'HEAD' ? 'GET' : methods[0];
  return RATE_BUDGET_ROUTES[`${method} ${route.url}`] ?? 'api';
}

/**
 * One node's share of a limit configured for the whole service (decision 012): behind a load balancer that spreads
 * requests over `nodes` API nodes, each node counts in its own memory and allows ceil(limit / nodes), so all nodes
 * together allow the limit (not nodes × the limit) and a request costs no database work. Rounded up: never 0, and a
 * single node keeps the whole limit.
 */
export function perNodeBudget(limit: number, nodes: number): number {
  return Math.ceil(limit / nodes);
}

type RateLimitConfig = Pick<
  AppConfig,
  | 'rateLimitMax'
  | 'signInRateLimitMax'
  | 'codeSendRateLimitMax'
  | 'typeAheadRateLimitMax'
  | 'apiNodeCount'
>;

/** What this node allows of each budget, per client address and minute. */
export function nodeRateBudgets(config: RateLimitConfig): Record<RateBudget, number> {
  return {
    api: perNodeBudget(config.rateLimitMax, config.apiNodeCount),
    signIn: perNodeBudget(config.signInRateLimitMax, config.apiNodeCount),
    codeSend: perNodeBudget(config.codeSendRateLimitMax, config.apiNodeCount),
    typeAhead: perNodeBudget(config.typeAheadRateLimitMax, config.apiNodeCount),
  };
}

/**
 * Registers the rate limits on the /api scope (call it before the modules): one limiter per budget, each
 * answering 429 with Retry-After (@fastify/rate-limit) once a client address has spent this node's share of it.
 */
export async function registerApiRateLimits(
  api: FastifyInstance,
  config: RateLimitConfig,
): Promise<void> {
  await api.register(rateLimit, { global: false });
  const budgets = nodeRateBudgets(config);
  api.log.info(
    { apiNodeCount: config.apiNodeCount, perNode: budgets },
    'rate limits: this node allows its share of each budget',
  );
  const limiter = (budget: RateBudget) =>
    api.rateLimit({ max: budgets[budget], timeWindow: RATE_WINDOW_MS });
  const limiters: Record<RateBudget, ReturnType<typeof limiter>> = {
    api: limiter('api'),
    signIn: limiter('signIn'),
    codeSend: limiter('codeSend'),
    typeAhead: limiter('typeAhead'),
  };
  api.addHook('onRoute', (route) => {
    const budget = budgetOf(route);
    if (!budget) return;
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [limiters[budget], ...existing];
  });
}
