import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_AT_LATEST_MS, startAfterFirstPaint } from './paint-first';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A window whose PerformanceObserver reports the paint entries the test chooses. */
function windowWithPaintTiming(supported = true) {
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    private readonly own: { callback: PaintCallback; disconnected: boolean };
    constructor(callback: PaintCallback) {
      this.own = { callback, disconnected: false };
      observers.push(this.own);
    }
    observe() {}
    disconnect() {
      this.own.disconnected = true;
    }
  }
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    }
  };
  const win = {
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
    requestAnimationFrame: (callback: FrameRequestCallback) =>
      window.setTimeout(() => callback(0), 16),
    setTimeout: window.setTimeout.bind(window),
  } as unknown as Window;
  return { win, paint };
}

function page({ entry = true, drawn = true } = {}) {
  document.head.innerHTML = entry
    ? '<link rel="modulepreload" href="/assets/main-1.js" data-app-entry>'
    : '';
  document.body.innerHTML = `<div id="root">${drawn ? '<h1>Sign in to your account</h1>' : ''}</div>`;
}

describe('startAfterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('does nothing without a linked app entry (vite dev)', () => {
    page({ entry: false });
    const load = vi.fn(async () => undefined);
    expect(startAfterFirstPaint(document, load, windowWithPaintTiming().win)).toBe(false);
    vi.runAllTimers();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts an empty page at once: there is nothing to paint first', () => {
    page({ drawn: false });
    const load = vi.fn(async () => undefined);
    expect(startAfterFirstPaint(document, load, windowWithPaintTiming().win)).toBe(true);
    expect(load).toHaveBeenCalledWith('http://localhost:3000/assets/main-1.js');
  });

  it('starts a hidden page at once: it paints nothing until shown', () => {
    page();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const load = vi.fn(async () => undefined);
    startAfterFirstPaint(document, load, windowWithPaintTiming().win);
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts a drawn page once its first contentful paint is reported, and only once', () => {
    page();
    const { win, paint } = windowWithPaintTiming();
    const load = vi.fn(async () => undefined);
    startAfterFirstPaint(document, load, win);
    paint('first-paint');
    expect(load).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(load).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(START_AT_LATEST_MS);
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts a drawn page at the latest after START_AT_LATEST_MS when no paint is reported', () => {
    page();
    const load = vi.fn(async () => undefined);
    startAfterFirstPaint(document, load, windowWithPaintTiming().win);
    vi.advanceTimersByTime(START_AT_LATEST_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
  });

  it('without paint timing, starts a frame and a task later', () => {
    page();
    const load = vi.fn(async () => undefined);
    startAfterFirstPaint(document, load, windowWithPaintTiming(false).win);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(17);
    expect(load).toHaveBeenCalledOnce();
  });
});
