import { describe, expect, it, vi } from 'vitest';
import { routeInfos, type RouteEntry } from './route-table';
import { createScreenPreloads, startScreenPreloads, type PreloadDeps } from './screen-preloads';

function setUp({ signedIn = true, failing = [] as string[] } = {}) {
  const loaded: string[] = [];
  const table: RouteEntry[] = routeInfos('inl').map((info) => ({
    ...info,
    namespaces: [info.baseName.toLowerCase()],
    screen: vi.fn(async () => {
      if (failing.includes(info.name)) throw new Error(`${info.name} did not load`);
      loaded.push(info.name);
      return { default: () => null };
    }),
  }));
  const idleTasks: Array<() => void> = [];
  const warmStep = vi.fn();
  const deps: PreloadDeps = {
    loadTexts: vi.fn(async () => undefined),
    whenIdle: (task) => void idleTasks.push(task),
    loadMenuPanel: vi.fn(async () => ({})),
    signedIn: () => signedIn,
    startReads: vi.fn(),
    warm: vi.fn(() => [warmStep, warmStep]),
  };
  const screen = (name: string) => table.find((entry) => entry.name === name)!.screen;
  /** the most warm steps one idle task ran */
  let mostSteps = 0;
  /** runs the idle tasks one at a time, as the browser would, and says the most screens one of them started */
  const runIdle = async () => {
    let most = 0;
    while (idleTasks.length > 0) {
      const before = loaded.length;
      const stepsBefore = warmStep.mock.calls.length;
      idleTasks.shift()!();
      most = Math.max(most, loaded.length - before);
      mostSteps = Math.max(mostSteps, warmStep.mock.calls.length - stepsBefore);
      await Promise.resolve();
    }
    return most;
  };
  return {
    table,
    deps,
    loaded,
    screen,
    runIdle,
    warmStep,
    mostSteps: () => mostSteps,
    preloads: createScreenPreloads(table, deps),
  };
}

function page(html: string): HTMLElement {
  const root = document.createElement('main');
  root.innerHTML = html;
  return root;
}

const DASHBOARD = page(`
  <a href="/inl/Accounts/T-100"><h2>Loan 10001-001</h2></a>
  <a href="/inl/Accounts/T-100/Payment">Make a payment</a>
  <a href="/inl/Accounts/T-200">Loan 10001-002</a>
  <a href="https://example.com/help">Help</a>
  <a href="#main">Skip</a>`);

describe('the screens a tap away (decision 066)', () => {
  it('loads each screen the page links to and the menu’s Offers and My profile once, one per idle task, with its texts', async () => {
    const { preloads, runIdle, loaded, screen, deps } = setUp();
    preloads.preloadLinked(DASHBOARD, 'inl');
    expect(loaded).toEqual([]);
    const mostInOneTask = await runIdle();
    expect(loaded.sort()).toEqual(
      ['inl-AccountDetails', 'inl-CustomerProfile', 'inl-MakePayment', 'inl-Offers'].sort(),
    );
    expect(mostInOneTask).toBe(1);
    expect(screen('inl-AccountDetails')).toHaveBeenCalledTimes(1);
    expect(deps.loadTexts).toHaveBeenCalledWith(['makepayment']);
    expect(deps.loadMenuPanel).toHaveBeenCalledTimes(1);
    preloads.preloadLinked(DASHBOARD, 'inl');
    await runIdle();
    expect(screen('inl-AccountDetails')).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing for a page without a session', async () => {
    const { preloads, runIdle, loaded, deps } = setUp({ signedIn: false });
    preloads.preloadLinked(DASHBOARD, 'inl');
    preloads.onIntent(new PointerEvent('pointerdown'));
    await runIdle();
    expect(loaded).toEqual([]);
    expect(deps.loadMenuPanel).not.toHaveBeenCalled();
  });

  it('loads a link’s screen at once when a finger comes down on it, without waiting for idle', async () => {
    const { preloads, loaded } = setUp();
    const heading = DASHBOARD.querySelector('h2')!;
    const event = new PointerEvent('pointerdown', { bubbles: true });
    Object.defineProperty(event, 'target', { value: heading });
    preloads.onIntent(event);
    await vi.waitFor(() => expect(loaded).toEqual(['inl-AccountDetails']));
  });

  it('warms each screen it preloads, on the brand of the page she is on, each step in an idle task of its own (decision 085)', async () => {
    const { preloads, runIdle, deps, warmStep, mostSteps } = setUp();
    preloads.preloadLinked(DASHBOARD, 'inl');
    await runIdle();
    await vi.waitFor(() => expect(deps.warm).toHaveBeenCalledTimes(4));
    expect(deps.warm).toHaveBeenCalledWith(
      expect.objectContaining({ default: expect.any(Function) }),
      'inl',
    );
    await runIdle();
    expect(warmStep).toHaveBeenCalledTimes(8); // two steps for each of the four screens
    expect(mostSteps()).toBe(1);
  });

  it('starts a tapped screen’s reads in the tap’s own task once its chunk is in, with the route’s parameters (decision 085)', async () => {
    const { preloads, runIdle, deps } = setUp();
    const tap = (target: Element, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, button: 0, ...init });
      Object.defineProperty(event, 'target', { value: target });
      preloads.onTap(event);
    };
    const loan = DASHBOARD.querySelector('h2')!;
    tap(loan);
    expect(deps.startReads).not.toHaveBeenCalled(); // its chunk not in yet: the route's loader starts them
    preloads.preloadLinked(DASHBOARD, 'inl');
    await runIdle();
    await vi.waitFor(() => expect(deps.warm).toHaveBeenCalledTimes(4));
    tap(loan, { metaKey: true }); // another tab
    tap(DASHBOARD.querySelector('a[href^="https:"]')!);
    expect(deps.startReads).not.toHaveBeenCalled();
    tap(loan);
    expect(deps.startReads).toHaveBeenCalledTimes(1);
    const [, tapped] = vi.mocked(deps.startReads).mock.calls[0]!;
    expect(tapped.entry.name).toBe('inl-AccountDetails');
    expect(tapped.url.pathname).toBe('/inl/Accounts/T-100');
    expect(tapped.params).toEqual({ loanId: 'T-100' });
  });

  it('starts no reads on a tap without a session', () => {
    const { preloads, deps } = setUp({ signedIn: false });
    const event = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(event, 'target', { value: DASHBOARD.querySelector('h2') });
    preloads.onTap(event);
    expect(deps.startReads).not.toHaveBeenCalled();
    expect(deps.warm).not.toHaveBeenCalled();
  });

  it('tries a screen whose load failed again on the next preload, and leaves the failure to its navigation', async () => {
    const { preloads, runIdle, screen } = setUp({ failing: ['inl-Offers'] });
    preloads.preloadLinked(page(''), 'inl');
    await runIdle();
    expect(screen('inl-Offers')).toHaveBeenCalledTimes(1);
    preloads.preloadLinked(page(''), 'inl');
    await runIdle();
    expect(screen('inl-Offers')).toHaveBeenCalledTimes(2);
    expect(screen('inl-CustomerProfile')).toHaveBeenCalledTimes(1);
  });
});

describe('the page’s links, once it has stayed still (decision 066)', () => {
  it('are preloaded only after the page has not changed for the dwell, each change starting the wait again', async () => {
    vi.useFakeTimers();
    try {
      const preloadLinked = vi.fn();
      const preloads = { preloadLinked, onIntent: vi.fn(), onTap: vi.fn(), preload: vi.fn() };
      startScreenPreloads(preloads, document, 2000);
      await vi.advanceTimersByTimeAsync(1500);
      document.body.append(document.createElement('p'));
      await vi.advanceTimersByTimeAsync(1500);
      expect(preloadLinked).not.toHaveBeenCalled();
      // past the dwell, then the idle period (a timeout where the browser has no requestIdleCallback)
      await vi.advanceTimersByTimeAsync(1000);
      expect(preloadLinked).toHaveBeenCalledTimes(1);
      expect(preloadLinked).toHaveBeenCalledWith(document, 'inl');
    } finally {
      vi.useRealTimers();
    }
  });
});
