import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RISK_FLAGS,
  riskContext,
  riskDialog,
  riskFlags,
  type RiskAcknowledgements,
  type RiskChanges,
} from './risk-info';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
const none: RiskChanges = { refinanceDenied: null, rateChanged: null, creditLimitChanged: null };

describe('riskFlags (once per change)', () => {
  it('a change not yet acknowledged is on; acknowledged after it, off; a later change is on again', () => {
    const changes = { ...none, creditLimitChanged: at(10) };
    expect(riskFlags(changes, {}).creditLimitChanged).toBe(true);
    expect(riskFlags(changes, { creditLimitChanged: at(11) }).creditLimitChanged).toBe(false);
    expect(riskFlags(changes, { creditLimitChanged: at(10) }).creditLimitChanged).toBe(false);
    expect(
      riskFlags({ ...changes, creditLimitChanged: at(12) }, { creditLimitChanged: at(11) })
        .creditLimitChanged,
    ).toBe(true);
  });
  it('an acknowledgement clears only its own flag', () => {
    const flags = riskFlags(
      { refinanceDenied: at(1), rateChanged: at(1), creditLimitChanged: at(1) },
      { rateChanged: at(2) },
    );
    expect(flags).toEqual({ refinanceDenied: true, rateChanged: false, creditLimitChanged: true });
  });
  it('property: a flag is on exactly when it changed after its last acknowledgement', () => {
    const time = fc.option(fc.integer({ min: 0, max: 59 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({ refinanceDenied: time, rateChanged: time, creditLimitChanged: time }),
        fc.record({ refinanceDenied: time, rateChanged: time, creditLimitChanged: time }),
        (changed, seen) => {
          const changes = Object.fromEntries(
            RISK_FLAGS.map((f) => [f, changed[f] === null ? null : at(changed[f])]),
          ) as unknown as RiskChanges;
          const acks = Object.fromEntries(
            RISK_FLAGS.filter((f) => seen[f] !== null).map((f) => [f, at(seen[f]!)]),
          ) as RiskAcknowledgements;
          const flags = riskFlags(changes, acks);
          for (const f of RISK_FLAGS)
            expect(flags[f]).toBe(
              changed[f] !== null && (seen[f] === null || seen[f] < changed[f]),
            );
        },
      ),
    );
  });
});

describe('riskDialog', () => {
  const all = { refinanceDenied: true, rateChanged: true, creditLimitChanged: true };
  it('before a draw: the credit limit change first, then the rate change; never the refinance refusal', () => {
    expect(riskDialog(all, 'addOn')).toBe('creditLimitChanged');
    expect(riskDialog({ ...all, creditLimitChanged: false }, 'addOn')).toBe('rateChanged');
    expect(
      riskDialog({ refinanceDenied: true, rateChanged: false, creditLimitChanged: false }, 'addOn'),
    ).toBeNull();
  });
  it('a refinance and the loan page: the refusal first, then the rate; the credit limit change only in a refinance (the page leaves it to the draw)', () => {
    for (const context of ['refinance', 'loan'] as const) {
      expect(riskDialog(all, context)).toBe('refinanceDenied');
      expect(riskDialog({ ...all, refinanceDenied: false }, context)).toBe('rateChanged');
    }
    const limitOnly = { refinanceDenied: false, rateChanged: false, creditLimitChanged: true };
    expect(riskDialog(limitOnly, 'refinance')).toBe('creditLimitChanged');
    expect(riskDialog(limitOnly, 'loan')).toBeNull();
  });
  it('property: no flag on, no dialog; a dialog is always a flag that is on', () => {
    fc.assert(
      fc.property(
        fc.record({
          refinanceDenied: fc.boolean(),
          rateChanged: fc.boolean(),
          creditLimitChanged: fc.boolean(),
        }),
        fc.constantFrom('addOn', 'refinance', 'loan' as const),
        (flags, context) => {
          const dialog = riskDialog(flags, context);
          if (dialog) expect(flags[dialog]).toBe(true);
          if (!flags.refinanceDenied && !flags.rateChanged && !flags.creditLimitChanged)
            expect(dialog).toBeNull();
        },
      ),
    );
  });
  it('riskContext: isAddon wins, then migrateProduct, else the loan page', () => {
    expect(riskContext({ isAddon: true, migrateProduct: true })).toBe('addOn');
    expect(riskContext({ migrateProduct: true })).toBe('refinance');
    expect(riskContext({})).toBe('loan');
  });
});
