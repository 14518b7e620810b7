import { describe, expect, it } from 'vitest';
import { whenRouterReady } from './prerendered';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  return {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(initialized: boolean) {
      this.state = { initialized };
      for (const listener of [...listeners]) listener(this.state);
    },
    listeners,
  };
}

describe('whenRouterReady', () => {
  it('resolves at once for a ready router', async () => {
    await expect(whenRouterReady(fakeRouter(true) as never)).resolves.toBeUndefined();
  });

  it('waits for the first initialized state, then stops listening', async () => {
    const router = fakeRouter(false);
    let ready = false;
    const waiting = whenRouterReady(router as never).then(() => (ready = true));
    router.emit(false);
    await Promise.resolve();
    expect(ready).toBe(false);
    router.emit(true);
    await waiting;
    expect(ready).toBe(true);
    expect(router.listeners.size).toBe(0);
  });
});
