/**
 * The session's event log (spec §4 "Sign-out … logs an event"; spec §7 analytics properties). There is
 * no analytics backend: events go to the console at info level, never with a secret.
 */
export interface SessionEvent {
  name: 'signIn' | 'signOut' | 'sessionTimeout' | 'trustedDeviceConfirmed';
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
