/** Reminders' refusals: a 4xx naming the field and the rule's code, its message from the one table in the reader's language. */
import type { ReminderDaysIssue } from '@lender/domain';
import type { PushEndpointIssue } from '../../../integrations/push';
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';

export const reminderErrors = {
  daysBefore: (issue: ReminderDaysIssue) =>
    new CodedError(
      400,
      issue.code,
      text('reminders.daysBeforeRange', issue.params),
      'body.daysBefore',
    ),
  pushUnavailable: () =>
    new CodedError(404, 'reminders.pushUnavailable', text('reminders.pushUnavailable')),
  /** the endpoint is not a push service's public https host (decision 046); the host is not echoed (the message is the reader's) */
  endpoint: (issue: PushEndpointIssue) =>
    new CodedError(
      400,
      issue.code,
      text(
        issue.code === 'pushEndpoint.unresolved'
          ? 'reminders.endpointUnresolved'
          : 'reminders.endpointRefused',
      ),
      'body.endpoint',
    ),
  subscriptionNotFound: () =>
    new CodedError(
      404,
      'reminders.subscriptionNotFound',
      text('reminders.subscriptionNotFound'),
      'body.endpoint',
    ),
};
