/**
 * The dashboard's application card (spec §3 Applications state, §9 showIncompleteAppWarning; decision 059): which of
 * the borrower's applications a brand's dashboard shows — an application in progress for that brand, in the brand's
 * loan system — and only while the lender's showIncompleteAppWarning setting is on. Withdrawing is offered for that
 * application only. And which loans are under the terms a new account is opened under (GET /newaccountterms).
 */

/** What the rule needs of one loan system's application (contract TLoanSystemApplication). */
export interface ApplicationSummary {
  applicationId: string | null;
  state: 'none' | 'inProgress' | 'declined' | 'withdrawn' | 'approved';
  brandCode: string | null;
}

/** The application the brand's dashboard shows, or null. */
export function incompleteApplication<A extends ApplicationSummary>(
  application: A | undefined,
  brandCode: string,
  showIncompleteAppWarning: boolean,
): (A & { applicationId: string }) | null {
  if (!showIncompleteAppWarning || !application) return null;
  const { applicationId } = application;
  if (application.state !== 'inProgress' || applicationId === null) return null;
  return application.brandCode === brandCode ? { ...application, applicationId } : null;
}

/** A loan opened on or after the current terms took effect is under them: its page shows them (calendar dates). */
export const underCurrentAccountTerms = (openedOn: string, termsEffectiveOn: string): boolean =>
  openedOn >= termsEffectiveOn;
