/**
 * The loan agreement of a new title loan, in the reader's language (decision 062: one template, the English original
 * and its Spanish translation from the same figures): the borrower, the loan, the amount, the finance charge, what is
 * owed on the due date, the vehicle pledged (with its VIN) and the store, then the federal box (domain
 * titleLoanDisclosure: the APR and the figures the screens showed). The borrower signs it through the e-sign port
 * (purpose 'loanAgreement') before any money is sent.
 */
import type { TLanguage } from '@lender/contract';
import { PayMethod, titleLoanDisclosure, type OriginationTerms } from '@lender/domain';
import type { LoanRecord } from '../../../integrations/loan-systems';
import type { PdfDocumentModel } from '../../../integrations/pdf';
import { formatMoney } from '../../../i18n';
import { agreementHead, dateIn, federalBoxBlocks, type Lenders } from '../../documents';
import { LOAN_AGREEMENT_TEXTS } from './agreement-texts';

/** How the money is sent, as the agreement names it. */
export interface Disbursement {
  type: number;
  cardLast4: string | null;
}

function disbursementName({ type, cardLast4 }: Disbursement, language: TLanguage): string {
  const t = LOAN_AGREEMENT_TEXTS[language];
  const names: Record<number, string> = {
    [PayMethod.Debit]: t.debitCard,
    [PayMethod.MoneyTransfer]: t.moneyTransfer,
    [PayMethod.Store]: t.cashAtStore,
  };
  const name = names[type] ?? t.atStore;
  return type === PayMethod.Debit && cardLast4 ? t.cardEnding(name, cardLast4) : name;
}

export function loanAgreement(
  lenders: Lenders,
  loan: LoanRecord,
  terms: OriginationTerms,
  disbursement: Disbursement,
  now: Date,
  language: TLanguage = 'en',
): PdfDocumentModel {
  const t = LOAN_AGREEMENT_TEXTS[language];
  const money = (cents: number) => formatMoney(cents, language);
  const date = dateIn(language);
  const borrower = `${loan.borrower.firstName} ${loan.borrower.lastName}`;
  const vehicle = loan.collateral
    ? `${loan.collateral.year} ${loan.collateral.make} ${loan.collateral.model}`
    : t.noVehicle;
  return {
    ...agreementHead(lenders, loan, t.title, now, language),
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: t.borrower, value: borrower },
          { label: t.loanNumber, value: loan.lmsId },
          { label: t.loanDate, value: date(loan.openedOn) },
          { label: t.dueDate, value: date(terms.dueDate), bold: true },
          { label: t.vehicle, value: vehicle },
          { label: t.vin, value: loan.collateral?.vin ?? t.notRecorded },
          { label: t.store, value: `${loan.storeName}, ${loan.storeCity}, ${loan.storeState}` },
          { label: t.moneySentBy, value: disbursementName(disbursement, language) },
        ],
      },
      ...federalBoxBlocks(
        titleLoanDisclosure(terms.amountCents, loan.openedOn),
        language,
        loan.collateral ? vehicle : undefined,
      ),
      { kind: 'heading', text: t.terms },
      {
        kind: 'paragraph',
        text: t.promise(
          borrower,
          money(terms.amountCents),
          loan.brandDisplayName,
          money(terms.payoffCents),
          money(terms.financeChargeCents),
          date(terms.dueDate),
        ),
      },
      { kind: 'paragraph', text: t.pledge(vehicle) },
      { kind: 'paragraph', text: t.noMoneyUntilSigned },
      { kind: 'paragraph', text: t.earlyRepayment, small: true },
    ],
  };
}
