/**
 * The sandbox resolver (development, tests, journeys: no outside network, decision 046). It knows the browsers' push
 * services, as DNS would answer for them: each name of a service resolves to an address of that company's own public
 * block; any other name does not resolve (ENOTFOUND). No request goes out: the push sandbox records what it is given.
 */
import type { ResolveHost } from './port';

/** [a host name, or `*.` and a domain for its subdomains; the addresses it resolves to] */
const SANDBOX_ZONE: readonly (readonly [string, readonly string[]])[] = [
  ['fcm.googleapis.com', ['142.250.80.10', '2607:f8b0:4006:80b::200a']],
  ['jmt17.google.com', ['142.250.65.78']],
  ['updates.push.services.mozilla.com', ['34.117.65.55']],
  ['*.push.apple.com', ['17.188.143.186']],
  ['*.notify.windows.com', ['20.42.73.25']],
];

export function hostMatches(pattern: string, host: string): boolean {
  return pattern.startsWith('*.')
    ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
    : host === pattern;
}

export const sandboxResolveHost: ResolveHost = async (hostname) => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const entry = SANDBOX_ZONE.find(([pattern]) => hostMatches(pattern, host));
  if (!entry)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), {
      code: 'ENOTFOUND',
      hostname: host,
    });
  return [...entry[1]];
};
