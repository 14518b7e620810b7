import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { createSessionTimer, skipNextTimeoutCheck } from './session-timeout';
import { useSessionStore } from './session-store';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-05T10:00:00Z') });
  useSessionStore.setState({
    sessionTimeoutStart: 0,
    sessionTimeoutLimit: 5,
    sessionTimeoutIsActive: false,
    sessionTimeoutSkip: false,
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('inactivity timeout (spec §4, §9)', () => {
  it('expires at the limit in minutes plus 1 s, not before', () => {
    const onExpire = vi.fn();
    const timer = createSessionTimer(onExpire);
    timer.start();
    expect(useSessionStore.getState().sessionTimeoutIsActive).toBe(true);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().sessionTimeoutIsActive).toBe(false);
  });

  it('uses the server limit', () => {
    useSessionStore.setState({ sessionTimeoutLimit: 1 });
    const onExpire = vi.fn();
    createSessionTimer(onExpire).start();
    vi.advanceTimersByTime(MINUTE + 1_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('activity within 5 s of the last start does not restart the timer; later activity does', () => {
    const onExpire = vi.fn();
    const timer = createSessionTimer(onExpire);
    timer.start();
    const started = useSessionStore.getState().sessionTimeoutStart;
    vi.advanceTimersByTime(5_000);
    timer.activity();
    expect(useSessionStore.getState().sessionTimeoutStart).toBe(started);
    vi.advanceTimersByTime(1);
    timer.activity();
    expect(useSessionStore.getState().sessionTimeoutStart).toBe(started + 5_001);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('re-checks on focus: signs out only once the elapsed minutes reach the limit', () => {
    const onExpire = vi.fn();
    const timer = createSessionTimer(onExpire);
    timer.start();
    timer.stop(); // a throttled background tab: the timer never fired
    vi.setSystemTime(Date.now() + 4 * MINUTE);
    expect(timer.check()).toBe(false);
    vi.setSystemTime(Date.now() + MINUTE);
    expect(timer.check()).toBe(true);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('the skip flag passes exactly one check', () => {
    const onExpire = vi.fn();
    const timer = createSessionTimer(onExpire);
    timer.start();
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    skipNextTimeoutCheck();
    expect(timer.check()).toBe(false);
    expect(useSessionStore.getState().sessionTimeoutSkip).toBe(false);
    expect(timer.check()).toBe(true);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('resume keeps a running timer: its remainder, or expiry at once when already over', () => {
    const onExpire = vi.fn();
    useSessionStore.setState({
      sessionTimeoutIsActive: true,
      sessionTimeoutStart: Date.now() - 3 * MINUTE,
    });
    createSessionTimer(onExpire).resume();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    useSessionStore.setState({
      sessionTimeoutIsActive: true,
      sessionTimeoutStart: Date.now() - 10 * MINUTE,
    });
    createSessionTimer(onExpire).resume();
    expect(onExpire).toHaveBeenCalledTimes(2);
  });
});

describe('the warning before the sign-out (WCAG 2.2.1)', () => {
  const warned = () => ({ warn: vi.fn(), calm: vi.fn() });

  it('warns a minute before the 5-minute sign-out, naming when it comes; activity calms it and starts over', () => {
    const warning = warned();
    const onExpire = vi.fn();
    const timer = createSessionTimer(onExpire, warning);
    timer.start();
    const ends = Date.now() + 5 * MINUTE + 1_000;
    vi.advanceTimersByTime(4 * MINUTE);
    expect(warning.warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(warning.warn).toHaveBeenCalledExactlyOnceWith(ends);
    warning.calm.mockClear();
    timer.activity();
    expect(warning.calm).toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    expect(warning.warn).toHaveBeenCalledTimes(2);
  });

  it('with a 1-minute limit warns 30 s ahead; unanswered, the sign-out comes and the warning goes', () => {
    useSessionStore.setState({ sessionTimeoutLimit: 1 });
    const warning = warned();
    const onExpire = vi.fn();
    createSessionTimer(onExpire, warning).start();
    vi.advanceTimersByTime(30_999);
    expect(warning.warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warning.warn).toHaveBeenCalledTimes(1);
    warning.calm.mockClear();
    vi.advanceTimersByTime(30_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(warning.calm).toHaveBeenCalled();
  });

  it('a reload inside the warning’s minute warns again at once, with the same end', () => {
    const started = Date.now();
    useSessionStore.setState({ sessionTimeoutStart: started, sessionTimeoutIsActive: true });
    vi.advanceTimersByTime(4 * MINUTE + 30_000);
    const warning = warned();
    createSessionTimer(vi.fn(), warning).resume();
    vi.advanceTimersByTime(0);
    expect(warning.warn).toHaveBeenCalledExactlyOnceWith(started + 5 * MINUTE + 1_000);
  });
});
