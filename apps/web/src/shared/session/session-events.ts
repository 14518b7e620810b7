/**
 * The app's event log (spec §4 "Sign-out … logs an event"; spec §7 analytics properties): the session's events and
 * the profile's (decision 059), named as the domain allows. Events go to the console at info level, never with a
 * secret, and main.tsx installs the sink that also sends them to the marketing port (marketing-events.ts).
 */
import type { MarketingEventName } from '@lender/domain';

export interface SessionEvent {
  name: MarketingEventName;
  properties?: Record<string, string | number | boolean | undefined>;
}

type Sink = (event: SessionEvent) => void;
let sink: Sink = (event) => console.info('[session]', event.name, event.properties ?? {});

export function setSessionEventSink(next: Sink): void {
  sink = next;
}

export function logSessionEvent(event: SessionEvent): void {
  try {
    sink(event);
  } catch {
    // logging never breaks the flow it reports on
  }
}
