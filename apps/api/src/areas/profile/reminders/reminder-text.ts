/** A reminder's words in the borrower's language: the push payload and the email/SMS message. */
import type { TLanguage, TReminderPushPayload } from '@lender/contract';
import { reminderAmountCents } from '@lender/domain';
import { formatMediumDate, text, translate } from '../../../i18n';
import type { OutgoingMessage } from '../../../integrations/messaging/port';
import type { ReminderCandidate } from './candidates';

export const REMINDER_TEMPLATE = 'dueDateReminder';

/** The loan's page in the app (what a click on the notification opens). */
export const loanPath = (loan: Pick<ReminderCandidate, 'brandCode' | 'loanId'>) =>
  `/${loan.brandCode}/Accounts/${loan.loanId}`;

function params(loan: ReminderCandidate, language: TLanguage) {
  return {
    brand: loan.brandName,
    loan: loan.loanNumber,
    amount: { cents: reminderAmountCents(loan) },
    date: formatMediumDate(loan.dueDate, language),
  };
}

export function pushPayload(loan: ReminderCandidate, language: TLanguage): TReminderPushPayload {
  const p = params(loan, language);
  return {
    title: translate(language, text('reminders.title', p)),
    body: translate(language, text('reminders.body', p)),
    url: loanPath(loan),
    // one notification per loan and due date: a repeated push replaces it instead of adding a second
    tag: `reminder-${loan.loanId}-${loan.dueDate}`,
  };
}

export function reminderMessage(
  loan: ReminderCandidate,
  language: TLanguage,
  channel: 'email' | 'sms',
  to: string,
  appOrigin: string,
): OutgoingMessage {
  const p = params(loan, language);
  return {
    channel,
    to,
    template: REMINDER_TEMPLATE,
    ...(channel === 'email' ? { subject: translate(language, text('reminders.subject', p)) } : {}),
    body: translate(
      language,
      text('reminders.message', { ...p, url: `${appOrigin}${loanPath(loan)}` }),
    ),
  };
}
