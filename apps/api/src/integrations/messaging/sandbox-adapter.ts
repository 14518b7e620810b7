/**
 * The messaging sandbox (DESIGN.md §7), the delivery adapter of a channel without a provider configured:
 * the message stays in the outbox (the dev outbox page shows it) and, outside production, its text is
 * printed to the log so a person trying the app can read their codes. In production the log line names
 * only the channel, template and outbox id.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryAdapter } from './delivery-adapter';

export function createSandboxAdapter({
  log,
  printMessages,
}: {
  log: FastifyBaseLogger;
  printMessages: boolean;
}): DeliveryAdapter {
  return {
    name: 'sandbox',
    async deliver(message) {
      const summary = {
        outboxId: message.id,
        channel: message.channel,
        template: message.template,
      };
      if (printMessages)
        log.info(
          { outbox: { ...summary, to: message.to, text: message.body } },
          `outbox: ${message.channel} to ${message.to}: ${message.body}`,
        );
      else log.info(summary, 'message kept in the outbox (sandbox)');
    },
  };
}
