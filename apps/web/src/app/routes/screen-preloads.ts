/**
 * Every later screen one tap away (issue 50, decision 066): the screens a page links to, and the side menu's panel with
 * the screens a borrower opens from it most (Offers, My profile), start loading — chunk and texts — once the page is
 * idle, and a link's screen at the first sign of intent (a finger or pointer down on it, keyboard focus). A tap then
 * finds its screen in memory and asks the network for its data only — from the tap itself, and without what the screen
 * reads whichever link she taps, which its `warm` started once the screen was preloaded (decision 085). Preloading
 * only starts loads: nothing runs before the page is idle, each screen is its own idle task, a load that fails is left
 * to the navigation that needs it (it reports and retries as every lazy load does, load-chunk.ts), and a page without a
 * session preloads nothing.
 */
import { matchPath } from 'react-router';
import { MENU_ROUTES, type BrandCode } from '@lender/domain';
import { pageBrandOf } from '../../shared/brand/use-route-brand';
import type { ScreenModule, WarmStep } from '../../shared/routing/types';
import type { RouteEntry } from './route-table';

/** The page a tap goes to: its route's entry, the address and the route's parameters. */
export interface TappedPage {
  entry: RouteEntry;
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
}

export interface PreloadDeps {
  loadTexts: (namespaces: readonly string[]) => Promise<void>;
  /** runs `task` when the browser is idle (requestIdleCallback, or a timeout where there is none) */
  whenIdle: (task: () => void) => void;
  /** the side menu's panel (sidebar.tsx) */
  loadMenuPanel: () => Promise<unknown>;
  signedIn: () => boolean;
  /** starts a tapped screen's reads (its `prefetch`), its chunk in hand (decision 085) */
  startReads: (module: ScreenModule, tapped: TappedPage) => void;
  /** what a preloaded screen needs whichever link she taps (its `warm`'s steps), on the page's brand */
  warm: (module: ScreenModule, brand: BrandCode) => readonly WarmStep[];
}

export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 200);
}

/** The menu's screens a signed-in borrower opens from any page (spec §2 Side menu). */
const MENU_SCREENS = [MENU_ROUTES.offers, MENU_ROUTES.myProfile] as const;

export function createScreenPreloads(table: readonly RouteEntry[], deps: PreloadDeps) {
  const started = new Set<string>();
  /** the screens whose chunks are in, by route name: a tap on one starts its reads in the tap's own task */
  const loaded = new Map<string, ScreenModule>();
  const entryOfPath = new Map<string, RouteEntry | undefined>();
  const queue: RouteEntry[] = [];
  let draining = false;

  const entryAt = (pathname: string): RouteEntry | undefined => {
    if (!entryOfPath.has(pathname))
      entryOfPath.set(
        pathname,
        table.find((entry) => matchPath({ path: entry.path, end: true }, pathname)),
      );
    return entryOfPath.get(pathname);
  };

  /** Each step in an idle task of its own, one after another. */
  const stepWhenIdle = (steps: readonly WarmStep[]) => {
    const [step, ...rest] = steps;
    if (step)
      deps.whenIdle(() => {
        step();
        stepWhenIdle(rest);
      });
  };

  /**
   * Starts loading the screen's chunk and texts, once per page load, then what the screen reads whichever link she
   * taps (on the brand of the page she is on); a failure lets a later preload try again.
   */
  const preload = (entry: RouteEntry): Promise<void> => {
    if (started.has(entry.name)) return Promise.resolve();
    started.add(entry.name);
    return Promise.all([entry.screen(), deps.loadTexts(entry.namespaces)]).then(
      ([module]) => {
        loaded.set(entry.name, module);
        if (deps.signedIn()) stepWhenIdle(deps.warm(module, pageBrandOf(window.location.pathname)));
      },
      () => void started.delete(entry.name),
    );
  };

  /** One screen an idle task, so preloading never makes a long task of its own. */
  const drain = () => {
    const next = queue.shift();
    if (!next) {
      draining = false;
      return;
    }
    void preload(next);
    deps.whenIdle(drain);
  };
  const enqueue = (entries: readonly RouteEntry[]) => {
    for (const entry of entries)
      if (!started.has(entry.name) && !queue.includes(entry)) queue.push(entry);
    if (draining || queue.length === 0) return;
    draining = true;
    deps.whenIdle(drain);
  };

  const linkedUrl = (anchor: Element): URL | undefined => {
    const href = anchor.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined;
    return new URL(href, window.location.origin);
  };
  const linkedEntry = (anchor: Element): RouteEntry | undefined => {
    const url = linkedUrl(anchor);
    return url && entryAt(url.pathname);
  };

  return {
    preload,
    /** The screens `root` links to and the menu's, after the page is idle (signed in only). */
    preloadLinked(root: ParentNode, brand: BrandCode | undefined) {
      if (!deps.signedIn()) return;
      const linked = [...root.querySelectorAll('a[href]')].map(linkedEntry);
      const menu = brand
        ? MENU_SCREENS.map((route) => table.find((entry) => entry.name === route(brand)))
        : [];
      enqueue([...linked, ...menu].filter((entry): entry is RouteEntry => entry !== undefined));
      if (brand) deps.whenIdle(() => void deps.loadMenuPanel().catch(() => undefined));
    },
    /** A link's screen on intent: pointer down, or keyboard focus. */
    onIntent(event: Event) {
      if (!deps.signedIn() || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      const entry = anchor ? linkedEntry(anchor) : undefined;
      if (entry) void preload(entry);
    },
    /**
     * A tap (a click) on a link to a screen whose chunk is in: its reads leave now, in the tap's own task, not after
     * the router has matched the route, rendered its pending state and run the guard (~60 ms on a phone's CPU). The
     * route's loader asks for the same reads and finds them on their way. A click that will not navigate in this tab
     * (another button, a modifier key, another target) starts nothing; a navigation the page blocks after this (a
     * locked flow) has cost a few reads of her own data.
     */
    onTap(event: MouseEvent) {
      if (!deps.signedIn() || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!anchor || (anchor.getAttribute('target') ?? '_self') !== '_self') return;
      const url = linkedUrl(anchor);
      const entry = url && entryAt(url.pathname);
      const module = entry && loaded.get(entry.name);
      const match = entry && matchPath({ path: entry.path, end: true }, url.pathname);
      if (module && match) deps.startReads(module, { entry, url, params: match.params });
    },
  };
}

export type ScreenPreloads = ReturnType<typeof createScreenPreloads>;

/**
 * How long a page must stay as it is (no element added or removed) before what it links to is preloaded: a borrower
 * reading her Dashboard gets her next screens; one passing through a page on her way does not pay for its links. Our
 * journeys measured it: preloading as soon as each page was idle made the whole suite ~25 % slower (decision 066).
 */
export const PRELOAD_DWELL_MS = 2000;

/**
 * Wires the preloads to the page: intent on links at once, and the page's links once what it shows has stayed still for
 * PRELOAD_DWELL_MS (a list drawn when its answer came restarts the wait), then in an idle period.
 */
export function startScreenPreloads(
  preloads: ScreenPreloads,
  doc: Document = document,
  dwellMs = PRELOAD_DWELL_MS,
): void {
  for (const type of ['pointerdown', 'focusin'] as const)
    doc.addEventListener(type, (event) => preloads.onIntent(event), {
      capture: true,
      passive: true,
    });
  doc.addEventListener('click', (event) => preloads.onTap(event), { capture: true, passive: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => whenIdle(() => preloads.preloadLinked(doc, pageBrandOf(doc.location.pathname))),
      dwellMs,
    );
  };
  new MutationObserver(settle).observe(doc.body, { childList: true, subtree: true });
  settle();
}
