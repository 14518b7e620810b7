/**
 * What a product asks of a borrower before a loan is made (spec §3 payment state demographicsNeeded/demographicData,
 * §7 POST /spouseAddress and GET /demographicReference; decision 060). The catalogue flags a product; the rules say
 * when the flag applies and which fields are asked. Codes with parameters, never sentences.
 */
import { addressIssues, type AddressInput, type ProfileIssue } from '../customer/profile';
import { isValidName } from '../validation/identity';

/** The nine community-property states: a married borrower's title loan needs the spouse's name and address there. */
export const COMMUNITY_PROPERTY_STATES: readonly string[] = [
  'AZ',
  'CA',
  'ID',
  'LA',
  'NV',
  'NM',
  'TX',
  'WA',
  'WI',
];

export type ProductCode = 'title' | 'titleSpousal';

/** The lender's product flags: a title loan under the spousal-consent programme asks both. */
export const PRODUCT_CATALOGUE: Readonly<
  Record<ProductCode, { spouseAddress: boolean; demographics: boolean }>
> = {
  title: { spouseAddress: false, demographics: false },
  titleSpousal: { spouseAddress: true, demographics: true },
};

export interface ProductRequirements {
  /** the spouse's name and address, or a statement that she is not married */
  spouseAddress: boolean;
  demographicsNeeded: boolean;
}

/** The requirements of `product` at a store in `storeState`: the spouse only in a community-property state. */
export function productRequirements(product: ProductCode, storeState: string): ProductRequirements {
  const flags = PRODUCT_CATALOGUE[product];
  return {
    spouseAddress: flags.spouseAddress && COMMUNITY_PROPERTY_STATES.includes(storeState),
    demographicsNeeded: flags.demographics,
  };
}

export interface SpouseAddressInput {
  married: boolean;
  spouse?: { firstName: string; lastName: string; address: AddressInput } | undefined;
}

/** Every issue of a spousal-address answer (empty: it may be saved). Married: the spouse's name and a US address. */
export function spouseAddressIssues(input: SpouseAddressInput): ProfileIssue[] {
  if (!input.married) return [];
  if (!input.spouse) return [{ field: 'spouse', code: 'address.required' }];
  const issues: ProfileIssue[] = [];
  for (const field of ['firstName', 'lastName'] as const)
    if (!isValidName(input.spouse[field]))
      issues.push({ field: `spouse.${field}`, code: 'name.invalid' });
  return [...issues, ...addressIssues(input.spouse.address, 'spouse.address')];
}

/** The options of each demographic question (spec §3: race, height, gender, weight); "not say" is always one. */
export const DEMOGRAPHIC_REFERENCE = {
  race: ['americanIndian', 'asian', 'black', 'pacificIslander', 'white', 'twoOrMore', 'notSay'],
  gender: ['female', 'male', 'another', 'notSay'],
  height: ['under5ft', '5ft0to5ft5', '5ft6to5ft11', '6ft0to6ft5', 'over6ft5', 'notSay'],
  weight: ['under120', '120to159', '160to199', '200to239', 'over239', 'notSay'],
} as const;

export type DemographicField = keyof typeof DEMOGRAPHIC_REFERENCE;
export type DemographicData = {
  [F in DemographicField]: (typeof DEMOGRAPHIC_REFERENCE)[F][number];
};
export const DEMOGRAPHIC_FIELDS = Object.keys(DEMOGRAPHIC_REFERENCE) as DemographicField[];

/** Each field not answered with one of its options (every field is asked; "notSay" is an answer). */
export interface DemographicIssue {
  field: DemographicField;
  code: 'demographics.required' | 'demographics.invalid';
}

export function demographicIssues(
  data: Partial<Record<DemographicField, string>>,
): DemographicIssue[] {
  return DEMOGRAPHIC_FIELDS.flatMap((field): DemographicIssue[] => {
    const value = data[field];
    if (value === undefined || value === '') return [{ field, code: 'demographics.required' }];
    return (DEMOGRAPHIC_REFERENCE[field] as readonly string[]).includes(value)
      ? []
      : [{ field, code: 'demographics.invalid' }];
  });
}
