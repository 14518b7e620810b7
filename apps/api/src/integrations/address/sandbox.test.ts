import { describe, expect, it } from 'vitest';
import { addressIssues } from '@lender/domain';
import {
  AddressLookupUnavailableError,
  createSandboxAddressLookup,
  SANDBOX_STREETS,
  SANDBOX_UNAVAILABLE_SEARCH,
} from '.';

const lookup = createSandboxAddressLookup();

describe('the sandbox address lookup', () => {
  it('ships a few hundred streets, each on a US ZIP the zipcodes package knows, passing the zip and state rules', async () => {
    expect(SANDBOX_STREETS.length).toBeGreaterThan(300);
    for (let index = 0; index < SANDBOX_STREETS.length; index += 1) {
      const details = await lookup.details(`sbx-${index}`, 'session-1');
      expect(details, SANDBOX_STREETS[index]!.street).not.toBeNull();
      expect(addressIssues(details!, 'a')).toEqual([]);
    }
  });

  it('predicts "123 Ma" as 123 Main St in Houston first, at most 5', async () => {
    const predictions = await lookup.predictions('123 Ma', 'session-1');
    expect(predictions.length).toBeLessThanOrEqual(5);
    expect(predictions[0]).toMatchObject({ description: '123 Main St, Houston, TX 77002' });
    expect(predictions.every((p) => p.description.startsWith('123 Ma'))).toBe(true);
    await expect(lookup.details(predictions[0]!.placeId, 'session-1')).resolves.toEqual({
      line1: '123 Main St',
      city: 'Houston',
      state: 'TX',
      zip: '77002',
    });
  });

  it('finds P1’s own street with its city and state from the ZIP', async () => {
    const [first] = await lookup.predictions('2210 fairv', 'session-1');
    expect(first?.description).toBe('2210 Fairview St, Houston, TX 77019');
  });

  it('answers nothing for a number alone or an unknown street, null for an unknown place, and fails on the steering street', async () => {
    await expect(lookup.predictions('12345', 's')).resolves.toEqual([]);
    await expect(lookup.predictions('9 Zzyzx', 's')).resolves.toEqual([]);
    await expect(lookup.details('sbx-99999', 's')).resolves.toBeNull();
    await expect(lookup.details('ChIJxyz', 's')).resolves.toBeNull();
    await expect(lookup.predictions(`1 ${SANDBOX_UNAVAILABLE_SEARCH}`, 's')).rejects.toBeInstanceOf(
      AddressLookupUnavailableError,
    );
  });
});
