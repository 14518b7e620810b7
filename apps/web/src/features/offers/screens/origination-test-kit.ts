/**
 * The origination screens' tests' one set-up (origination-entry, origination-choose-method and origination-docusign):
 * every route the flow links to, no origination cookie, amount draft, kept storage or offer viewed, P6 (Frank, C6)
 * signed in, in English; a step's address and its render, the loan's originate status (GET /loanOriginate) and the
 * origination cookie saved.
 */
import type { ReactElement } from 'react';
import type { TLoanOriginateStatusResponse, TOriginationProgress } from '@lender/contract';
import { readOriginationCookie, useViewedOffersStore } from '../../../shared/offers';
import { renderScreen } from '../../../test/render-screen';
import { APP, LOAN, civic, progress, setUpOriginationScreens } from '../origination/test-fixtures';

export async function setUpOriginationFlow(): Promise<void> {
  localStorage.clear();
  useViewedOffersStore.setState({ byCustomer: {} });
  await setUpOriginationScreens([
    ['Offers', 'Offers'],
    ['OfferDetails', 'Offers/OfferDetails'],
    ['Dashboard', 'Accounts'],
    ['OriginationDocuSign', 'Origination/DocuSign'],
    ['OriginationManageDisburseMethod', 'Origination/ManageDisburseMethod'],
    ['OriginationAddDebitDisburseMethod', 'Origination/AddDebitDisburseMethod'],
  ]);
}

/** A step's address, with P6's application. */
export const at = (screenName: string) => `/inl/Origination/${screenName}?applicationId=${APP}`;
/** A step's screen at its address (and with a navigation `state`). */
export const show = (ui: ReactElement, screenName: string, state?: unknown) =>
  renderScreen(ui, { path: at(screenName), route: `/inl/Origination/${screenName}`, state });

/** GET /loanOriginate's answer: the loan made, unless `over` and `origination` say otherwise. */
export const status = (
  over: Partial<TLoanOriginateStatusResponse> = {},
  origination: Partial<TOriginationProgress> = {},
): TLoanOriginateStatusResponse => ({
  messageKey: 'K-1',
  pending: false,
  Error: null,
  loanId: LOAN,
  collateral: civic,
  dueDate: '2026-12-27',
  loanAmountCents: 187_500,
  origination: progress(origination),
  ...over,
});

/** P6's origination cookie. */
export const saved = () => readOriginationCookie('C6');
