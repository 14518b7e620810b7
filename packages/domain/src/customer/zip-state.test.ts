import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../constants/us-states';
import { customerInfoIssues } from './profile';
import { CROSS_STATE_ZIPS, ZIP_PREFIXES_BY_STATE, zipStateIssue, zipStates } from './zip-state';

const STATES = Object.keys(ZIP_PREFIXES_BY_STATE);
const pad = (prefix: number) => String(prefix).padStart(3, '0');

/** a ZIP of `state`'s own prefixes: a prefix of one of its ranges and any last two digits */
const zipOf = (state: string) =>
  fc
    .constantFrom(...ZIP_PREFIXES_BY_STATE[state]!)
    .chain(([first, last]) => fc.integer({ min: first, max: last }))
    .chain((prefix) =>
      fc
        .integer({ min: 0, max: 99 })
        .map((rest) => `${pad(prefix)}${String(rest).padStart(2, '0')}`),
    );

describe('ZIP ↔ state (issue 46)', () => {
  it('refuses New York with the Texas ZIP 77002, naming both', () => {
    expect(zipStateIssue({ zip: '77002', state: 'NY' })).toEqual({
      code: 'zip.notInState',
      params: { zip: '77002', state: 'NY' },
    });
    expect(zipStateIssue({ zip: '77002', state: 'TX' })).toBeNull();
    expect(zipStates('77002')).toEqual(['TX']);
  });

  it('knows the prefixes that are not a state’s range of their own', () => {
    for (const [zip, state] of [
      ['00501', 'NY'],
      ['01810', 'MA'],
      ['05501', 'MA'],
      ['20001', 'DC'],
      ['56901', 'DC'],
      ['20101', 'VA'],
      ['73301', 'TX'],
      ['88510', 'TX'],
      ['06001', 'CT'],
      ['99501', 'AK'],
      ['96801', 'HI'],
    ] as const) {
      expect(zipStateIssue({ zip, state }), `${state} ${zip}`).toBeNull();
    }
  });

  it('takes a ZIP that crosses a state line in each of its states, and no other', () => {
    expect(zipStates('42223')).toEqual(['KY', 'TN']);
    expect(zipStateIssue({ zip: '42223', state: 'TN' })).toBeNull();
    expect(zipStateIssue({ zip: '06390', state: 'NY' })).toBeNull();
    expect(zipStateIssue({ zip: '06390', state: 'CT' })).toBeNull();
    expect(zipStateIssue({ zip: '42223', state: 'OH' })).toMatchObject({ code: 'zip.notInState' });
    for (const [zip, others] of Object.entries(CROSS_STATE_ZIPS)) {
      expect(zipStates(zip).length, zip).toBeGreaterThan(others.length);
    }
  });

  it('gives territories’ and military ZIPs no state the app accepts', () => {
    for (const zip of ['00901', '00802', '09001', '34002', '96201', '96910']) {
      expect(zipStates(zip), zip).toEqual([]);
      expect(zipStateIssue({ zip, state: 'FL' })).toMatchObject({ code: 'zip.notInState' });
    }
  });

  it('leaves an invalid ZIP or state to their own rules', () => {
    expect(zipStateIssue({ zip: '7700', state: 'NY' })).toBeNull();
    expect(zipStateIssue({ zip: '77002', state: 'XX' })).toBeNull();
    expect(zipStateIssue({ zip: '77002', state: '' })).toBeNull();
  });

  it('has a table of exactly the accepted states, whose ranges never overlap', () => {
    expect([...STATES].sort()).toEqual(US_STATES.map((s) => s.value).sort());
    const owner = new Map<number, string>();
    for (const state of STATES) {
      for (const [first, last] of ZIP_PREFIXES_BY_STATE[state]!) {
        expect(first <= last, state).toBe(true);
        for (let prefix = first; prefix <= last; prefix += 1) {
          expect(owner.get(prefix), `${pad(prefix)}: ${state}`).toBeUndefined();
          owner.set(prefix, state);
        }
      }
    }
  });

  it('takes every ZIP of a state’s own prefixes in that state (property)', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...STATES)
          .chain((state) => zipOf(state).map((zip) => [state, zip] as const)),
        ([state, zip]) => zipStateIssue({ zip, state }) === null,
      ),
    );
  });

  it('refuses a ZIP of one state in any other, unless it crosses into it (property)', () => {
    const pair = fc
      .tuple(fc.constantFrom(...STATES), fc.constantFrom(...STATES))
      .filter(([home, other]) => home !== other);
    fc.assert(
      fc.property(
        pair.chain(([home, other]) => zipOf(home).map((zip) => [other, zip] as const)),
        ([other, zip]) => {
          const crosses = CROSS_STATE_ZIPS[zip]?.includes(other) ?? false;
          const issue = zipStateIssue({ zip, state: other });
          return crosses
            ? issue === null
            : issue?.code === 'zip.notInState' &&
                issue.params.zip === zip &&
                issue.params.state === other;
        },
      ),
    );
  });

  it('is one of the profile’s address rules, on the ZIP field', () => {
    const address = { line1: '100 Main St', city: 'Houston', state: 'NY', zip: '77002' };
    expect(
      customerInfoIssues({ homeAddress: address, mailingAddress: { ...address, state: 'TX' } }),
    ).toEqual([
      { field: 'homeAddress.zip', code: 'zip.notInState', params: { zip: '77002', state: 'NY' } },
    ]);
    expect(customerInfoIssues({ homeAddress: { ...address, zip: '7700' } })).toEqual([
      { field: 'homeAddress.zip', code: 'zip.invalid' },
    ]);
  });
});
