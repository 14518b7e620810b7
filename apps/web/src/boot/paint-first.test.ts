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

const APP_LINKS =
  '<link rel="modulepreload" href="/assets/main-shell.js"><link rel="modulepreload" href="/assets/main-1.js" data-app-entry>';

/** the modulepreloads in the head itself (not in a template) */
const linked = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href'),
  );

function page({ entry = true, drawn = true, held = false } = {}) {
  const links = entry ? APP_LINKS : '';
  document.head.innerHTML = held ? `<template id="after-paint">${links}</template>` : links;
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

  it('links the modules a drawn page holds in the frame that paints it, and runs the entry once the paint is reported (decision 086)', () => {
    page({ held: true });
    const { win, paint } = windowWithPaintTiming();
    const load = vi.fn(async (_href: string) => undefined);
    expect(startAfterFirstPaint(document, load, win)).toBe(true);
    expect(linked()).toEqual([]);
    vi.advanceTimersByTime(16);
    expect(linked()).toEqual(['/assets/main-shell.js', '/assets/main-1.js']);
    expect(load).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(load).toHaveBeenCalledExactlyOnceWith('http://localhost:3000/assets/main-1.js');
    expect(linked()).toHaveLength(2);
  });

  it('links the held modules before the entry runs when the paint is reported before a frame', () => {
    page({ held: true });
    const { win, paint } = windowWithPaintTiming();
    const load = vi.fn(async (_href: string) => expect(linked()).toHaveLength(2));
    startAfterFirstPaint(document, load, win);
    paint('first-contentful-paint');
    expect(load).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(16);
    expect(linked()).toHaveLength(2);
  });

  it('starts an empty page at once with the modules it holds', () => {
    page({ held: true, drawn: false });
    const load = vi.fn(async () => undefined);
    startAfterFirstPaint(document, load, windowWithPaintTiming().win);
    expect(load).toHaveBeenCalledWith('http://localhost:3000/assets/main-1.js');
    expect(linked()).toHaveLength(2);
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
