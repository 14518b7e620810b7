/**
 * The session's events sent to the marketing port (spec §7 POST /iterableEvent; decision 059), besides the console:
 * only the data fields the domain allows (the server adds the spec's analytics properties itself and refuses them from
 * a client), never a guest's (a guest is no signed-in user), and never sign-out (the server records it itself, the
 * session being gone by then). The server decides whether her communication preferences let it reach the marketing
 * service. Best effort: a failure is never the borrower's concern.
 */
import { MARKETING_DATA_FIELDS, isMarketingEventName } from '@lender/domain';
import { apiSend } from '../http/client';
import { lazySchemas } from '../http/lazy-schemas';
import { setSessionEventSink, type SessionEvent } from './session-events';

const schema = lazySchemas(() => import('./marketing-schemas'));
const ALLOWED: readonly string[] = MARKETING_DATA_FIELDS;

/** The body of POST /iterableEvent for an event, or null when it is not sent. */
export function marketingEventOf(
  event: SessionEvent,
): { eventName: string; dataFields: Record<string, string | number | boolean> } | null {
  if (event.name === 'signOut' || !isMarketingEventName(event.name)) return null;
  if (event.properties?.guest === true) return null;
  const dataFields = Object.fromEntries(
    Object.entries(event.properties ?? {}).filter(
      (entry): entry is [string, string | number | boolean] =>
        ALLOWED.includes(entry[0]) && entry[1] !== undefined,
    ),
  );
  return { eventName: event.name, dataFields };
}

export function sendToMarketing(event: SessionEvent): void {
  const body = marketingEventOf(event);
  if (!body) return;
  apiSend('POST', '/iterableEvent', schema('ZMarketingRecordedResponseSchema'), body).catch(
    () => undefined,
  );
}

/** Logs each session event to the console and sends it to the marketing port. */
export function installMarketingEvents(): void {
  setSessionEventSink((event) => {
    console.info('[session]', event.name, event.properties ?? {});
    sendToMarketing(event);
  });
}
