import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  incompleteApplication,
  underCurrentAccountTerms,
  type ApplicationSummary,
} from './applications';

const STATES = ['none', 'inProgress', 'declined', 'withdrawn', 'approved'] as const;
const application = fc.record({
  applicationId: fc.option(fc.uuid(), { nil: null }),
  state: fc.constantFrom(...STATES),
  brandCode: fc.option(fc.constantFrom('inl', 'tmx', 'chs'), { nil: null }),
});
const open: ApplicationSummary = { applicationId: 'a-1', state: 'inProgress', brandCode: 'inl' };

describe('incompleteApplication', () => {
  it('shows the brand’s application in progress while the setting is on', () => {
    expect(incompleteApplication(open, 'inl', true)).toEqual(open);
  });

  it('shows nothing with the setting off, for another brand, or with no application', () => {
    expect(incompleteApplication(open, 'inl', false)).toBeNull();
    expect(incompleteApplication(open, 'tmx', true)).toBeNull();
    expect(incompleteApplication(undefined, 'inl', true)).toBeNull();
  });

  it('shows only an application in progress, with an id, of the dashboard’s brand', () => {
    fc.assert(
      fc.property(application, fc.constantFrom('inl', 'tmx'), fc.boolean(), (app, brand, on) => {
        const shown = incompleteApplication(app, brand, on);
        const expected =
          on && app.state === 'inProgress' && app.applicationId !== null && app.brandCode === brand;
        expect(shown !== null).toBe(expected);
        if (shown) expect(shown.applicationId).toBe(app.applicationId);
      }),
    );
  });
});

describe('underCurrentAccountTerms', () => {
  it('is true from the day the terms took effect', () => {
    expect(underCurrentAccountTerms('2026-01-01', '2026-01-01')).toBe(true);
    expect(underCurrentAccountTerms('2026-06-30', '2026-01-01')).toBe(true);
    expect(underCurrentAccountTerms('2025-12-31', '2026-01-01')).toBe(false);
  });
});
