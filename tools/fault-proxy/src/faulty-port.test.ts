import { describe, expect, it } from 'vitest';
import { faultyPort } from './faulty-port';

class Unavailable extends Error {}

/** a port that counts what it applied */
function counter() {
  let applied = 0;
  return {
    get applied() {
      return applied;
    },
    async add(n: number) {
      applied += n;
      return applied;
    },
    label: 'counter',
  };
}

function faulty() {
  const target = counter();
  const port = faultyPort(target, (fault) => new Unavailable(fault.kind));
  return { target, ...port };
}

describe('faultyPort', () => {
  it('passes calls through without a fault, and other properties as they are', async () => {
    const { port, target, made, log } = faulty();
    expect(await port.add(2)).toBe(2);
    expect(port.label).toBe('counter');
    expect([target.applied, made('add'), log]).toEqual([2, 1, [{ method: 'add', fault: null }]]);
  });

  it.each(['timeoutBeforeApply', 'reset', 'serverError'] as const)(
    '%s: not applied, and the caller told the party is unavailable',
    async (kind) => {
      const { port, target, inject, made } = faulty();
      inject({ method: 'add', fault: { kind } });
      await expect(port.add(1)).rejects.toThrow(new Unavailable(kind));
      expect([target.applied, made()]).toEqual([0, 0]);
      expect(await port.add(1)).toBe(1); // once: the next call passes
    },
  );

  it.each(['timeoutAfterApply', 'lostAnswer'] as const)(
    '%s: applied, and its answer lost',
    async (kind) => {
      const { port, target, inject } = faulty();
      inject({ method: 'add', fault: { kind } });
      await expect(port.add(5)).rejects.toBeInstanceOf(Unavailable);
      expect(target.applied).toBe(5);
    },
  );

  it('slow: applied after the wait; duplicate: applied twice, the second answer given', async () => {
    const { port, target, inject, made } = faulty();
    inject({ method: 'add', fault: { kind: 'slow', ms: 20 } });
    const started = performance.now();
    expect(await port.add(1)).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    inject({ method: 'add', fault: { kind: 'duplicate' } });
    expect(await port.add(1)).toBe(3);
    expect([target.applied, made('add')]).toEqual([3, 3]);
  });

  it('counts a rule’s times, by method, until cleared; a target given late is read at the call', async () => {
    const built: { target?: ReturnType<typeof counter> } = {};
    const { port, inject, clear, log } = faultyPort(
      () => built.target!,
      () => new Unavailable(),
    );
    built.target = counter();
    inject({ method: 'add', fault: { kind: 'serverError' }, times: 2 });
    await expect(port.add(1)).rejects.toBeInstanceOf(Unavailable);
    await expect(port.add(1)).rejects.toBeInstanceOf(Unavailable);
    expect(await port.add(1)).toBe(1);
    inject({ method: 'add', fault: { kind: 'serverError' }, times: Infinity });
    clear();
    expect(await port.add(1)).toBe(2);
    expect(log.map((entry) => entry.fault)).toEqual(['serverError', 'serverError', null, null]);
  });

  it('counts the faults met since the last clear, by kind', async () => {
    const { port, inject, clear, met } = faulty();
    inject({ method: 'add', fault: { kind: 'lostAnswer' }, times: 2 });
    await expect(port.add(1)).rejects.toBeInstanceOf(Unavailable);
    expect([met('lostAnswer'), met('reset'), met()]).toEqual([1, 0, 1]);
    clear();
    expect(met()).toBe(0);
    await port.add(1);
    expect(met()).toBe(0);
  });
});
