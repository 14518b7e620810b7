/**
 * The loans a day's reminder pass looks at (decision 020): the serviced loans the loan systems have due between two
 * dates, each with how its borrower is reminded (her profile, preference and settings: the app's rows). A loan whose
 * borrower has no profile is left out. Its payoff is the payoff on the day of the reminder (decision 050).
 */
import { isActiveStatus, payoffOn } from '@lender/domain';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { RemindersRepo } from './repo';

export type ReminderCandidate = Awaited<ReturnType<typeof loansToRemind>>[number];

export async function loansToRemind(
  loans: Pick<LoanSystemRegistry, 'loansDueBetween'>,
  repo: Pick<RemindersRepo, 'remindersOf'>,
  { from, to, on }: { from: string; to: string; on: string },
) {
  const due = (await loans.loansDueBetween(from, to)).filter((loan) => isActiveStatus(loan.status));
  const records = [...new Set(due.map((loan) => loan.borrower.recordId))];
  const reminded = new Map((await repo.remindersOf(records)).map((r) => [r.recordId, r]));
  return due
    .flatMap((loan) => {
      const borrower = reminded.get(loan.borrower.recordId);
      if (!borrower) return [];
      const { profileId, preference, daysBefore, language } = borrower;
      return [
        {
          loanId: loan.loanId,
          loanNumber: loan.loanHdr,
          brandCode: loan.brandCode,
          brandName: loan.brandDisplayName,
          status: loan.status,
          dueDate: loan.dueDate,
          payoffCents: payoffOn(loan.accrual, on),
          minimumDueCents: loan.minimumDueCents,
          instalmentCents: loan.instalmentCents,
          payable: loan.payable,
          profileId,
          preference,
          daysBefore,
          language,
        },
      ];
    })
    .sort((a, b) => a.loanNumber.localeCompare(b.loanNumber));
}
