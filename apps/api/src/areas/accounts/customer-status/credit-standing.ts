/**
 * The borrower's standing for new credit (decision 059): her loans in bankruptcy and her Military Lending Act
 * declaration, from her loan system, through the domain's newCreditRefusal. The renewal's checks and the origination
 * call `assertNewCreditAllowed`; a refusal is a 409 'credit.<code>' naming the field the caller gives.
 */
import { newCreditRefusal, type LoanSystem } from '@lender/domain';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';

export async function assertNewCreditAllowed(
  loans: Pick<LoanSystemRegistry, 'adapter'>,
  borrower: { loanSystem: LoanSystem; customerId: string },
  settings: { allowNlsMlaCheck: boolean },
  field: string,
): Promise<void> {
  const system = loans.adapter(borrower.loanSystem);
  const [bankrupt, military] = await Promise.all([
    system.bankruptcy([borrower.customerId]),
    system.militaryStatus(borrower.customerId),
  ]);
  const standing = {
    inBankruptcy: bankrupt.length > 0,
    mlaCovered: Boolean(military && (military.isActiveDuty || military.isDependent)),
  };
  const code = newCreditRefusal(standing, borrower.loanSystem, settings);
  if (code) throw new CodedError(409, `credit.${code}`, text(`credit.${code}`), field);
}
