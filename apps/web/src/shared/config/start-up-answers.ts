/**
 * The start-up answers the server wrote into the page (decision 028): service status, brands and providers, settings.
 * Seeded into the query cache before the router's first guard runs, so a first screen makes none of these calls and
 * loads no response schema before it is usable. They are the server's own answers, checked there with the contract's
 * schemas as it wrote them, so they are not parsed again here. Their age counts from when the server read them (or
 * from now, if the device's clock is behind), so a page kept by the service worker is refreshed as any stale answer.
 */
import type { QueryClient } from '@tanstack/react-query';
import { START_UP_ANSWERS_ELEMENT_ID, type TStartUpAnswers } from '@lender/contract';
import { configSettingsQuery } from './config-settings';
import { serviceProviderQuery } from './service-provider';
import { serviceStatusQuery } from './service-status';

export function readStartUpAnswers(document: Document): TStartUpAnswers | undefined {
  const text = document.getElementById(START_UP_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const answers = JSON.parse(text) as TStartUpAnswers | null;
    return typeof answers?.readAt === 'number' ? answers : undefined;
  } catch {
    return undefined;
  }
}

/** Seed the three answers; a page without them (the service worker's copy of the shell) leaves them to their calls. */
export function seedStartUpAnswers(
  client: QueryClient,
  document: Document,
  now = Date.now(),
): boolean {
  const answers = readStartUpAnswers(document);
  if (!answers) return false;
  const updatedAt = Math.min(answers.readAt, now);
  client.setQueryData(serviceStatusQuery().queryKey, answers.serviceStatus, { updatedAt });
  client.setQueryData(serviceProviderQuery().queryKey, answers.serviceProvider, { updatedAt });
  client.setQueryData(configSettingsQuery().queryKey, answers.configSettings, { updatedAt });
  return true;
}
