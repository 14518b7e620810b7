/**
 * The delivery adapter of each channel, from the configuration: email over SMTP when SMTP_URL is set, SMS
 * and voice over the HTTP provider when SMS_URL is set, the sandbox otherwise (DESIGN.md §7).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { DeliveryAdapters } from './delivery-adapter';
import { createHttpSmsAdapter } from './http-sms-adapter';
import { createSandboxAdapter } from './sandbox-adapter';
import { brandSenderOf } from './sender-repo';
import { createSmtpAdapter } from './smtp-adapter';

type MessagingConfig = Pick<
  AppConfig,
  'smtpUrl' | 'smtpFrom' | 'smsUrl' | 'defaultBrand' | 'isProduction'
>;

/** SMTP_FROM, else the default brand's name at no-reply@ the domain of its support address. */
export async function defaultSender(
  db: DbOrTx,
  config: Pick<AppConfig, 'smtpFrom' | 'defaultBrand'>,
): Promise<string> {
  if (config.smtpFrom) return config.smtpFrom;
  const brand = await brandSenderOf(db, config.defaultBrand);
  const domain = brand?.supportEmail.split('@')[1] ?? 'localhost';
  return `"${(brand?.name ?? 'Lender').replace(/["\\]/g, '')}" <no-reply@${domain}>`;
}

export function createDeliveryAdapters({
  config,
  db,
  log,
}: {
  config: MessagingConfig;
  db: DbOrTx;
  log: FastifyBaseLogger;
}): DeliveryAdapters {
  const sandbox = createSandboxAdapter({ log, printMessages: !config.isProduction });
  let sender: Promise<string> | undefined;
  const from = () =>
    (sender ??= defaultSender(db, config).catch(
      (error: unknown) => ((sender = undefined), Promise.reject(error)),
    ));
  const email = config.smtpUrl ? createSmtpAdapter({ url: config.smtpUrl, from }) : sandbox;
  const phone = config.smsUrl ? createHttpSmsAdapter({ url: config.smsUrl }) : sandbox;
  if (config.isProduction && (!config.smtpUrl || !config.smsUrl)) {
    const unset = [
      config.smtpUrl ? [] : ['SMTP_URL (email)'],
      config.smsUrl ? [] : ['SMS_URL (SMS and voice)'],
    ].flat();
    log.warn(
      { unset },
      'messages of a channel without a provider stay in the outbox (sandbox): nobody receives them',
    );
  }
  return { email, sms: phone, voice: phone };
}
