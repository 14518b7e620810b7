/** The renewal's disclosures (spec §2 Payment group, issue 13): what the borrower signs, and the signing ceremony. */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  AccountDisclosures: () => import('./screens/AccountDisclosures'),
  DocuSignView: () => import('./screens/DocuSignView'),
  RenewalWait: () => import('./screens/RenewalWait'),
  RenewalSignature: () => import('./screens/RenewalSignature'),
};
