/**
 * The notice of a declined auto-payment (decision 056): by the borrower's communication preference (email, text or
 * both; spec §3 communicationSettings), in the language of her payment, with the loan's page. Sent once per charge:
 * the charge's claim of the notice and the outbox rows commit together (their delivery jobs follow; the dispatcher's
 * recovery sweep queues one that was not).
 */
import type { TLanguage } from '@lender/contract';
import { preferredContacts } from '@lender/domain';
import type { Database } from '../../../db/client';
import type { LoanRecord, LoanSystems } from '../../../integrations/loan-systems';
import type { JobSender } from '../../../jobs';
import { formatMediumDate, languageOr, text, translate } from '../../../i18n';
import type { OutgoingMessage } from '../../../integrations/messaging/port';
import { queueDelivery } from '../../../integrations/messaging/outbox-messaging';
import { createOutboxRepo } from '../../../integrations/messaging/outbox-repo';
import { createPaymentsRepo } from '../payments/repo';
import { createAutoPayChargeRepo } from './charge-repo';

export const AUTO_PAY_DECLINED_TEMPLATE = 'autoPayDeclined';

type Declined = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAutoPayChargeRepo>['claimDeclineNotice']>>
> &
  Pick<LoanRecord, 'loanHdr' | 'brandCode' | 'brandDisplayName'>;

function noticeOf(
  declined: Declined,
  language: TLanguage,
  channel: 'email' | 'sms',
  to: string,
  appOrigin: string,
): OutgoingMessage {
  const params = {
    brand: declined.brandDisplayName,
    loan: declined.loanHdr,
    amount: { cents: declined.amountCents },
    date: formatMediumDate(declined.dueOn, language),
    last4: declined.cardLast4,
    url: `${appOrigin}/${declined.brandCode}/Accounts/${declined.loanId}`,
  };
  return {
    channel,
    to,
    template: AUTO_PAY_DECLINED_TEMPLATE,
    ...(channel === 'email'
      ? { subject: translate(language, text('autoPay.declinedSubject', params)) }
      : {}),
    body: translate(language, text('autoPay.declinedMessage', params)),
  };
}

/** Tells the borrower a charge was declined, once; answers how many messages it wrote (0 when told already). */
export async function sendDeclineNotice(
  deps: {
    db: Database;
    loans: Pick<LoanSystems, 'inTransaction'>;
    jobs: JobSender;
    appOrigin: string;
    clock: () => Date;
  },
  chargeId: string,
): Promise<number> {
  const ids = await deps.db.transaction(async (tx) => {
    const claimed = await createAutoPayChargeRepo(deps.db).claimDeclineNotice(
      tx,
      chargeId,
      deps.clock(),
    );
    if (!claimed) return [];
    // the loan's number and brand, from its loan system: a read that fails gives the claim back (the job retries)
    const loan = await deps.loans.inTransaction(tx).findLoan(claimed.loanId);
    if (!loan) throw new Error(`auto-pay charge ${chargeId}: no loan ${claimed.loanId}`);
    const declined: Declined = { ...claimed, ...loan };
    const contact = await createPaymentsRepo(tx).profileContact(declined.profileId);
    const to = preferredContacts(contact.preference, contact);
    const language = languageOr(declined.language);
    const messages = [
      ...(to.email ? [noticeOf(declined, language, 'email', to.email, deps.appOrigin)] : []),
      ...(to.phone ? [noticeOf(declined, language, 'sms', to.phone, deps.appOrigin)] : []),
    ];
    const outbox = createOutboxRepo(tx);
    const written: number[] = [];
    for (const message of messages) written.push((await outbox.insert(message, deps.clock())).id);
    return written;
  });
  for (const id of ids) await queueDelivery(deps.jobs, id, 1).catch(() => false);
  return ids.length;
}
