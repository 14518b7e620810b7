import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SERVER_SETTINGS_DEFAULTS } from '../constants/server-settings';
import { locationRefusal, locationRequirement, type LocationTransaction } from './location';

const transactions: LocationTransaction[] = ['addOn', 'payment', 'refinance'];

describe('locationRequirement', () => {
  it('checks and forces every transaction with the spec defaults (all GPS flags true)', () => {
    for (const transaction of transactions)
      expect(locationRequirement(SERVER_SETTINGS_DEFAULTS, transaction)).toEqual({
        check: true,
        force: true,
      });
  });

  it('never forces without a check, and gpsChecks off switches all of them off', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(...transactions),
        (gpsChecks, check, force, transaction) => {
          const flags = {
            ...SERVER_SETTINGS_DEFAULTS,
            gpsChecks,
            gpsCheckAddOn: check,
            gpsForceAddOn: force,
            gpsCheckPayment: check,
            gpsForcePayment: force,
            gpsCheckRefinance: check,
            gpsForceRefinance: force,
          };
          const requirement = locationRequirement(flags, transaction);
          expect(requirement.check).toBe(gpsChecks && check);
          expect(requirement.force).toBe(gpsChecks && check && force);
        },
      ),
    );
  });

  it('reads the flags of its own transaction only', () => {
    const flags = { ...SERVER_SETTINGS_DEFAULTS, gpsCheckPayment: false, gpsForceRefinance: false };
    expect(locationRequirement(flags, 'addOn')).toEqual({ check: true, force: true });
    expect(locationRequirement(flags, 'payment')).toEqual({ check: false, force: false });
    expect(locationRequirement(flags, 'refinance')).toEqual({ check: true, force: false });
  });
});

describe('locationRefusal', () => {
  const forced = { check: true, force: true };
  it('lets a position in the store’s state through, and refuses one elsewhere naming the store’s state', () => {
    expect(
      locationRefusal({
        requirement: forced,
        hasPosition: true,
        positionState: 'OH',
        storeState: 'oh',
      }),
    ).toBeNull();
    expect(
      locationRefusal({
        requirement: forced,
        hasPosition: true,
        positionState: 'TX',
        storeState: 'OH',
      }),
    ).toEqual({ code: 'outOfStoreState', storeState: 'OH' });
    expect(
      locationRefusal({
        requirement: forced,
        hasPosition: true,
        positionState: null,
        storeState: 'OH',
      }),
    ).toEqual({ code: 'outOfStoreState', storeState: 'OH' });
  });

  it('without a position: refused only when forced', () => {
    expect(
      locationRefusal({
        requirement: forced,
        hasPosition: false,
        positionState: null,
        storeState: 'OH',
      }),
    ).toEqual({ code: 'locationRequired' });
    expect(
      locationRefusal({
        requirement: { check: true, force: false },
        hasPosition: false,
        positionState: null,
        storeState: 'OH',
      }),
    ).toBeNull();
  });

  it('never refuses while the check is off', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.constantFrom('OH', 'TX', 'CA')),
        (hasPosition, positionState) => {
          expect(
            locationRefusal({
              requirement: { check: false, force: false },
              hasPosition,
              positionState,
              storeState: 'OH',
            }),
          ).toBeNull();
        },
      ),
    );
  });
});
