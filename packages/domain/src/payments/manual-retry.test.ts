import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { manualRetryRefusal } from './manual-retry';

const ON = { restrictManualRetry: true, restrictedRetryMinutes: 15 };
const declinedAt = new Date('2026-12-03T15:00:00Z');
const at = (minutes: number) => new Date(declinedAt.getTime() + minutes * 60_000);

describe('manualRetryRefusal', () => {
  it('refuses the same card within 15 minutes of its decline, naming when it may pay again', () => {
    expect(manualRetryRefusal(ON, declinedAt, at(14.99))).toEqual({
      code: 'payment.retryRestricted',
      params: { retryAt: '2026-12-03T15:15:00.000Z', minutes: 15 },
    });
    expect(manualRetryRefusal(ON, declinedAt, at(15))).toBeNull();
  });

  it('never refuses without a decline, or with restrictManualRetry off', () => {
    expect(manualRetryRefusal(ON, null, at(1))).toBeNull();
    expect(manualRetryRefusal({ ...ON, restrictManualRetry: false }, declinedAt, at(1))).toBeNull();
  });

  it('refuses exactly inside the interval the server sets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: -5, max: 700 }),
        (minutes, after) => {
          const refusal = manualRetryRefusal(
            { restrictManualRetry: true, restrictedRetryMinutes: minutes },
            declinedAt,
            at(after),
          );
          expect(refusal !== null).toBe(after < minutes);
        },
      ),
    );
  });
});
