/**
 * The fault proxy (issue 51, decision 068): an HTTP proxy for tests that adds latency, drops connections, answers 5xx
 * and loses answers after the upstream applied a request — per route, per count, or at random from a seed. The API's
 * fault tests and chaos run put it between the API and the loan-systems service; the journeys of decision 075 too.
 * faultyPort gives the same faults to an in-process port (the card processor's sandbox).
 */
export * from './fault-proxy';
export * from './faulty-port';
