/**
 * The app's events sent to the marketing port (spec §7 POST /iterableEvent; decision 059), besides the console — the
 * session's (sign-in, session timeout, trusted device confirmed) and the screens' (recordMarketingEvent):
 * only the data fields the domain allows (the server adds the spec's analytics properties itself and refuses them from
 * a client), never a guest's (a guest is no signed-in user), and never sign-out (the server records it itself, the
 * session being gone by then). The server decides whether her communication preferences let it reach the marketing
 * service. Best effort: a failure is never the borrower's concern.
 */
import {
  MARKETING_DATA_FIELDS,
  isMarketingEventName,
  type MarketingDataField,
  type MarketingEventName,
} from '@lender/domain';
import { apiSend } from '../http/client';
import { lazySchemas } from '../http/lazy-schemas';
import { logSessionEvent, setSessionEventSink, type SessionEvent } from './session-events';
import { useSessionStore } from './session-store';

/** The answer of POST /iterableEvent and POST/PUT /iterableProfile (`recorded`), loaded with the first one. */
export const marketingRecordedSchema = lazySchemas(() => import('./marketing-schemas'))(
  'ZMarketingRecordedResponseSchema',
);
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
  apiSend('POST', '/iterableEvent', marketingRecordedSchema, body).catch(() => undefined);
}

/** The data fields a screen's event or a marketing profile may carry (the domain's allow-list; never a secret). */
export type MarketingFields = Partial<Record<MarketingDataField, string | number | boolean>>;

/** A signed-in borrower's own session (not a guest's, not signed out): the only one whose events are sent. */
export function marketingSession(): boolean {
  const { authenticated, guest, tokens } = useSessionStore.getState();
  return authenticated && !guest && Boolean(tokens?.accessToken);
}

/**
 * A screen's event, recorded once the change it reports has succeeded (decision 059): logged and sent as the
 * session's events are, and only while a borrower is signed in (the language switch and the install are on screens a
 * signed-out visitor sees too; the server keys events by the signed-in profile).
 */
export function recordMarketingEvent(name: MarketingEventName, fields: MarketingFields = {}): void {
  if (marketingSession()) logSessionEvent({ name, properties: fields });
}

/** Logs each session event to the console and sends it to the marketing port. */
export function installMarketingEvents(): void {
  setSessionEventSink((event) => {
    console.info('[session]', event.name, event.properties ?? {});
    sendToMarketing(event);
  });
}
