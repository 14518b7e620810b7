import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { drawPollStops } from './draw-poll';

const DEFAULTS = {
  disbursementPolling: true,
  disbursementMaxPollingAttempts: 10,
  postDrawTimeout: 45,
};

describe('drawPollStops', () => {
  it('stops at the last attempt or at the post-draw timeout, whichever comes first', () => {
    expect(drawPollStops(DEFAULTS, { attempts: 9, elapsedMs: 9_000 })).toBe(false);
    expect(drawPollStops(DEFAULTS, { attempts: 10, elapsedMs: 10_000 })).toBe(true);
    const slow = { ...DEFAULTS, disbursementMaxPollingAttempts: 100 };
    expect(drawPollStops(slow, { attempts: 30, elapsedMs: 44_999 })).toBe(false);
    expect(drawPollStops(slow, { attempts: 30, elapsedMs: 45_000 })).toBe(true);
  });

  it('with disbursementPolling off, never polls', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100_000), (attempts, elapsedMs) => {
        expect(
          drawPollStops({ ...DEFAULTS, disbursementPolling: false }, { attempts, elapsedMs }),
        ).toBe(true);
      }),
    );
  });
});
