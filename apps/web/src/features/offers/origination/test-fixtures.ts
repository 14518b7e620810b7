/** The origination tests' data and start: P6's appraisal offer (up to $3,000.00 on a 2020 Honda Civic), his origination, and the screens' set-up. */
import type { TOriginationInfoResponse, TOriginationProgress } from '@lender/contract';
import { LoanStatus, titleLoanDisclosure } from '@lender/domain';
import i18next from 'i18next';
import { clearAllOriginationCookies } from '../../../shared/offers';
import { registerRoutes } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { inlRoute } from '../../../test/render-screen';
import { clearAmountDraft } from './amount-draft';
import { useOriginationStore } from './use-origination';

export const APP = '6a000000-0000-4000-8000-000000000006';
export const LOAN = '6b000000-0000-4000-8000-000000000006';
export const civic = { year: 2020, make: 'Honda', model: 'Civic' };

export const originationInfo = (
  over: Partial<TOriginationInfoResponse> = {},
): TOriginationInfoResponse => ({
  applicationId: APP,
  appraisalId: 612,
  customerId: 'C6',
  qualifiedAmountCents: 300_000,
  minLoanAmountCents: 50_000,
  maxLoanAmountCents: 300_000,
  productId: 7,
  loanTypeCode: 'title',
  loanStatusId: null,
  locationId: 41,
  locationBrand: 'tmx',
  storeId: 41,
  storeName: 'TitleMax Phoenix #41',
  storePhoneNumber: '(602) 555-0141',
  collateral: civic,
  docExp: '2026-12-20T06:59:59.000Z',
  expired: false,
  declined: false,
  loanValidations: {
    disbursementOptions: {
      isDebitDisbursementAvailable: true,
      isMoneyGramDisbursementAvailable: false,
      isStoreDisbursementAvailable: true,
    },
  },
  origination: null,
  phoneQueue: null,
  disclosure: titleLoanDisclosure(300_000, '2026-12-02'),
  requirements: {
    productCode: 'title',
    spouseAddress: { required: false, answered: false },
    demographics: { required: false, answered: false },
  },
  ...over,
});

export const progress = (over: Partial<TOriginationProgress> = {}): TOriginationProgress => ({
  messageKey: 'K-1',
  status: 'awaitingSignature',
  disbursementAmountCents: 150_000,
  disbursementType: 16,
  loanId: LOAN,
  lmsId: '20006-001',
  loanStatusId: LoanStatus.Open,
  dueDate: '2026-12-27',
  loanAmountCents: 187_500,
  financeChargeCents: 37_500,
  cardNumber: '1234',
  envelopeId: null,
  Error: null,
  ...over,
});

/** P6 signed in (customer C6, TLXe T100006) with no origination state in memory. */
export function signInFrank(): void {
  useOriginationStore.setState({ customerId: null, state: null, card: null, done: null });
  useSessionStore.setState({
    authenticated: true,
    customerId: 'C6',
    customerIds: { tlxe: 'T100006' },
    brands: ['inl'],
    tokens: { accessToken: 'a', deviceKey: 'd' },
    user: { profileId: 'p6', username: 'frank', phone: '(602) 555-0166' },
  });
}

/**
 * The origination screens' tests' start: the amount, method and call-me routes (and `more`: [baseName, path] pairs),
 * no origination cookie or amount draft, Frank signed in, in English.
 */
export async function setUpOriginationScreens(
  more: readonly [string, string][] = [],
): Promise<void> {
  registerRoutes([
    inlRoute('OriginationAmount', 'Origination/Amount'),
    inlRoute('OriginationChooseMethod', 'Origination/ChooseMethod'),
    inlRoute('OriginationCallMe', 'Origination/CallMe'),
    ...more.map(([baseName, path]) => inlRoute(baseName, path)),
  ]);
  clearAllOriginationCookies();
  clearAmountDraft();
  signInFrank();
  await i18next.changeLanguage('en');
}
