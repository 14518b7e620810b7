/**
 * What she answered to a product's questions (the spouse, the demographics; decision 063), kept for the tab's session
 * like the amount draft (sessionStorage): what she typed survives a refusal and a reload. One draft, for a customer
 * and an application; dropped when the loan is asked for, at sign-out (every store's reset) and on another offer.
 */
import type { AddressInput } from '@lender/domain';
import { registerStoreReset } from '../../../shared/session/store-reset';

const KEY = 'originationRequirementsDraft';

export interface RequirementsAnswers {
  married: '' | 'yes' | 'no';
  firstName: string;
  lastName: string;
  address: AddressInput;
  demographics: Partial<Record<string, string>>;
}

export const EMPTY_ANSWERS: RequirementsAnswers = {
  married: '',
  firstName: '',
  lastName: '',
  address: { line1: '', line2: '', city: '', state: '', zip: '' },
  demographics: {},
};

interface Draft {
  customerId: string;
  applicationId: string;
  answers: RequirementsAnswers;
}

export function readRequirementsDraft(
  customerId: string,
  applicationId: string,
): RequirementsAnswers | undefined {
  try {
    const draft = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Draft | null;
    return draft?.customerId === customerId && draft.applicationId === applicationId
      ? { ...EMPTY_ANSWERS, ...draft.answers }
      : undefined;
  } catch {
    return undefined;
  }
}

export function keepRequirementsDraft(
  customerId: string,
  applicationId: string,
  answers: RequirementsAnswers,
): void {
  if (!customerId || !applicationId || typeof sessionStorage === 'undefined') return;
  const draft: Draft = { customerId, applicationId, answers };
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

export function clearRequirementsDraft(): void {
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(KEY);
}

registerStoreReset(clearRequirementsDraft);
