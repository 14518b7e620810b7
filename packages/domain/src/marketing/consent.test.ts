import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CommunicationPreference } from '../enums/communication-preference';
import { marketingAllowed } from './consent';

const { Email, Text, Both } = CommunicationPreference;

describe('marketingAllowed', () => {
  it('reaches a borrower who takes email, not one who chose text only', () => {
    expect(marketingAllowed([Email])).toBe(true);
    expect(marketingAllowed([Both])).toBe(true);
    expect(marketingAllowed([Text])).toBe(false);
  });

  it('reaches a profile with no customer record', () => {
    expect(marketingAllowed([])).toBe(true);
  });

  it('is refused as soon as one of her records chose text only', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(Email, Text, Both)), (prefs) => {
        expect(marketingAllowed(prefs)).toBe(!prefs.includes(Text));
      }),
    );
  });
});
