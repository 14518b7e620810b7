/**
 * Early reads (decision 034): a signed-in page's first reads start with the page's only script (boot/start.ts),
 * before the app's script has been evaluated, so their answers are there when the screen asks for them instead of
 * a round trip after it has rendered. The client (client.ts) records, per page (path and query), the reads made in
 * the first seconds on it, with their headers; the next load of that page in the tab starts the same reads with
 * the session's tokens as they are stored, and the client takes an answer only for a read it makes itself with
 * exactly the same URL and headers, once and within seconds; anything else is read again as usual. The list lives
 * in sessionStorage beside the tokens it needs (only URLs and the app's plain headers: language, brand, versions;
 * never a token) and sign-out deletes it. This module is shared by the page's script and the app (one instance).
 */
import { CLIENT_HEADERS } from '@lender/contract';
import { detectLanguage, storedLanguage } from '../i18n/language';
import {
  loadDeviceKey,
  loadTokens,
  SESSION_HEADERS,
  sessionTokenHeaders,
  tokenExpiresAt,
} from '../session/token-storage';
import { API_TIMEOUT_MS } from './request-timeout';

export const EARLY_READS_KEY = 'session.earlyReads';
/** a page's reads are those started this long after it opened: its first screen's, not a search typed later */
export const RECORD_WINDOW_MS = 5_000;
/** an answer the app has not taken by then is left: the app reads again */
export const TAKE_WINDOW_MS = 20_000;
const MAX_READS = 8;
const MAX_PAGES = 20;
const SESSION_HEADER_NAMES = new Set<string>(Object.values(SESSION_HEADERS));

interface RecordedRead {
  url: string;
  /** the read's headers without the session's (those are added from storage when it starts early) */
  headers: Record<string, string>;
}
type Recorded = Record<string, RecordedRead[]>;
interface StartedRead {
  headers: string;
  response: Promise<Response>;
  startedAt: number;
  /** ends the read: its taker's signal aborted (a screen it left), as the taker's own fetch would have ended */
  stop: AbortController;
}

/** The read's own timeout, and (where the browser can join signals) its taker leaving it. */
function earlyReadSignal(stop: AbortController): AbortSignal {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([stop.signal, timeout]) : timeout;
}

const started = new Map<string, StartedRead>();
let page = '';
let pageSince = 0;
/** true until the page's first read is recorded: this visit's reads replace an earlier visit's */
let fresh = true;

/**
 * A navigation the router is making (recordReadsFor): its screen's reads start from the route's loader (decision 038)
 * while the location is still the page being left, and belong to the page it goes to.
 */
let navigation: { from: string; to: string } | undefined;

function here(): string {
  return window.location.pathname + window.location.search;
}

/** The page a read is made for: a navigation's target until the location is there, or has moved elsewhere. */
function readingPage(): string {
  const location = here();
  if (navigation && location === navigation.from) return navigation.to;
  navigation = undefined;
  return location;
}

/**
 * The router, when a route's guard lets a navigation to `target` (path and query) through: the reads made from now
 * are that page's, though the location changes only once the navigation commits.
 */
export function recordReadsFor(target: string): void {
  const location = here();
  navigation = target === location ? undefined : { from: location, to: target };
}

function headersKey(headers: Record<string, string>): string {
  return JSON.stringify(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)));
}

function readRecorded(): Recorded {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(EARLY_READS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Recorded)
      : {};
  } catch {
    return {};
  }
}

function writeRecorded(recorded: Recorded): void {
  try {
    sessionStorage.setItem(EARLY_READS_KEY, JSON.stringify(recorded));
  } catch {
    // storage full or refused: the next load reads as usual
  }
}

/** The language the app will start in (app/i18n.ts): the stored choice, else the browser's, else English. */
function startLanguage(): string {
  return detectLanguage(storedLanguage(), navigator.languages ?? [navigator.language]);
}

/**
 * The page's script: starts the reads recorded for this page, when a session with a live access token is stored and
 * the browser is online, in the language the app will start in (a reload after a language switch reads in the new
 * one, as the app will: otherwise the app could not take them and would read again).
 */
export function startEarlyReads(
  now: number = Date.now(),
  fetchFn: typeof fetch = fetch,
  language: string = startLanguage(),
): number {
  page = here();
  pageSince = performance.now();
  fresh = true;
  const reads = readRecorded()[page];
  const tokens = loadTokens();
  // offline, the reads would only fail, and keep the service worker from answering the page's scripts from its cache
  if (!reads?.length || !tokens || !navigator.onLine) return 0;
  const expiresAt = tokenExpiresAt(tokens.accessToken);
  // an expired token is refreshed before the app's first read: an early read would be refused and read again
  if (expiresAt !== undefined && expiresAt <= now) return 0;
  const session = sessionTokenHeaders(tokens, loadDeviceKey());
  for (const read of reads) {
    const headers = { ...read.headers, ...session };
    if (CLIENT_HEADERS.language in headers) headers[CLIENT_HEADERS.language] = language;
    const stop = new AbortController();
    const response = fetchFn(read.url, { headers, signal: earlyReadSignal(stop) });
    response.catch(() => undefined); // a failure is the taker's to see; untaken, it is nobody's
    started.set(read.url, {
      headers: headersKey(headers),
      response,
      startedAt: performance.now(),
      stop,
    });
  }
  return reads.length;
}

/**
 * The answer, or the taker's signal's reason once it aborts first (its timeout, a screen it left); the read itself
 * ends then too, its answer's body included, as the taker's own fetch would (not left to run to its own timeout).
 */
function untilAborted(read: StartedRead, signal: AbortSignal): Promise<Response> {
  const leave = () => read.stop.abort(signal.reason);
  if (signal.aborted) {
    leave();
    return Promise.reject(signal.reason as Error);
  }
  return new Promise((resolve, reject) => {
    signal.addEventListener(
      'abort',
      () => {
        leave();
        reject(signal.reason as Error);
      },
      { once: true },
    );
    read.response.then(resolve, reject);
  });
}

/**
 * The client's read: the early answer to exactly this read (same URL and headers), once, bounded by the read's own
 * signal as its own fetch would be; otherwise undefined.
 */
export function takeEarlyRead(
  url: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<Response> | undefined {
  const read = started.get(url);
  if (!read) return undefined;
  started.delete(url);
  if (read.headers !== headersKey(headers) || performance.now() - read.startedAt > TAKE_WINDOW_MS)
    return undefined;
  return signal ? untilAborted(read, signal) : read.response;
}

/** The page the reads started now are for, while `startsFor` runs: null when they are no page's own. */
let startsForPage: string | null | undefined;

function startsFor(target: string | null, start: () => void): void {
  const before = startsForPage;
  startsForPage = target;
  try {
    start();
  } finally {
    startsForPage = before;
  }
}

/**
 * Runs `start`, the reads it starts left out of every page's record: reads made for another screen ahead of a tap (a
 * screen's warm, decision 085) are not what the page needs to show, and its next load must not start them early.
 */
export function unrecordedStarts(start: () => void): void {
  startsFor(null, start);
}

/**
 * Runs `start`, the reads it starts recorded for the page `target` (path and query): a tap's reads, started before the
 * router's navigation (decision 085). Only those: a navigation that is then blocked leaves no mapping behind.
 */
export function readsStartedFor(target: string, start: () => void): void {
  startsFor(target, start);
}

/**
 * The page a read starting now is recorded for, or null when it is no page's own; the client asks as it sends the read
 * (a read that first waits for a session refresh is sent later, and is the page's it is sent on).
 */
export function pageOfReadStarting(): string | null {
  return startsForPage === undefined ? readingPage() : startsForPage;
}

/**
 * The client's read, recorded for its page (`current`: where it started, pageOfReadStarting) when it starts in the
 * page's first seconds and the session sends it.
 */
export function recordRead(
  url: string,
  headers: Record<string, string>,
  current: string = readingPage(),
): void {
  if (!headers[SESSION_HEADERS.authorization]) return;
  const now = performance.now();
  if (current !== page) {
    page = current;
    pageSince = now;
    fresh = true;
  } else if (now - pageSince > RECORD_WINDOW_MS) {
    return;
  }
  const recorded = readRecorded();
  if (fresh) {
    // this visit's reads replace what an earlier visit of the page recorded
    delete recorded[current];
    fresh = false;
  }
  const reads = recorded[current] ?? [];
  if (reads.some((read) => read.url === url) || reads.length >= MAX_READS) return;
  const plain = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !SESSION_HEADER_NAMES.has(name)),
  );
  recorded[current] = [...reads, { url, headers: plain }];
  const pages = Object.keys(recorded);
  for (const old of pages.slice(0, Math.max(0, pages.length - MAX_PAGES))) delete recorded[old];
  writeRecorded(recorded);
}

/** Sign-out: the list goes with the session, and answers read for it are dropped. */
export function clearEarlyReads(): void {
  started.clear();
  navigation = undefined;
  try {
    sessionStorage.removeItem(EARLY_READS_KEY);
  } catch {
    // nothing stored
  }
}
