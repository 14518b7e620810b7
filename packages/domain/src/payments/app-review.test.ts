import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appReviewDue } from './app-review';

const BASE = { alreadyAsked: false, installed: false, guest: false };

describe('appReviewDue', () => {
  it('comes at the third successful payment, not before', () => {
    expect(appReviewDue({ ...BASE, successfulPayments: 2 })).toBe(false);
    expect(appReviewDue({ ...BASE, successfulPayments: 3 })).toBe(true);
  });

  it('never once asked, in the installed app, or for a guest', () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (n, asked, installed, guest) => {
          const due = appReviewDue({
            successfulPayments: n,
            alreadyAsked: asked,
            installed,
            guest,
          });
          expect(due).toBe(n >= 3 && !asked && !installed && !guest);
        },
      ),
    );
  });
});
