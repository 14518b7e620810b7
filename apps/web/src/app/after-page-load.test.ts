import { describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './after-page-load';

function fakeWindow() {
  const listeners: (() => void)[] = [];
  const win = {
    addEventListener: vi.fn((_type: string, listener: () => void) => listeners.push(listener)),
    setTimeout: vi.fn((handler: () => void) => {
      handler();
      return 0;
    }),
  };
  return {
    win: win as unknown as Pick<Window, 'addEventListener' | 'setTimeout'>,
    load: () => listeners.forEach((l) => l()),
    raw: win,
  };
}

describe('afterPageLoad', () => {
  it('waits for the load event while the page is loading', () => {
    const { win, load, raw } = fakeWindow();
    const run = vi.fn();
    afterPageLoad(run, { readyState: 'interactive' }, win);
    expect(run).not.toHaveBeenCalled();
    expect(raw.addEventListener).toHaveBeenCalledWith('load', run, { once: true });
    load();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs in the next task when the page loaded before the app started (decision 029)', () => {
    const { win, raw } = fakeWindow();
    const run = vi.fn();
    afterPageLoad(run, { readyState: 'complete' }, win);
    expect(raw.setTimeout).toHaveBeenCalledWith(run, 0);
    expect(run).toHaveBeenCalledOnce();
    expect(raw.addEventListener).not.toHaveBeenCalled();
  });
});
