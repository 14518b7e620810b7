/**
 * Where a push may be sent (decision 046). A subscription's endpoint is a URL the browser hands us and the server
 * POSTs to later: without a check it is a blind server-side request to wherever a client points it (127.0.0.1,
 * 169.254.169.254, 10.x). An endpoint is taken only when it is an https URL on the default port, without credentials,
 * whose host is a name of a known push service (PUSH_ENDPOINT_HOSTS; never an address, in whatever numeric form), and
 * every address that name resolves to is public. Checked when a browser subscribes and again before each push.
 */
import { hostMatches, isAddressLiteral, isPublicAddress, type ResolveHost } from '../dns';
import { withTimeout } from '../../lib/with-timeout';

export type PushEndpointIssueCode =
  'pushEndpoint.notPushService' | 'pushEndpoint.privateAddress' | 'pushEndpoint.unresolved';

export interface PushEndpointIssue {
  code: PushEndpointIssueCode;
  /** the endpoint's host only: its path and query are the browser's capability (never logged) */
  params: { host: string };
}

export interface PushEndpointPolicy {
  /** What the URL alone tells: not a push service's https URL (or an address) is never valid, whatever DNS says. */
  nameIssue(endpoint: string): PushEndpointIssue | null;
  /** What the host resolves to now: an address that is not public, or none. */
  addressIssue(endpoint: string): Promise<PushEndpointIssue | null>;
  /** Both, in that order. */
  check(endpoint: string): Promise<PushEndpointIssue | null>;
}

/** how long a subscription or a push waits for the resolver */
export const RESOLVE_TIMEOUT_MS = 5000;

/** The URL's host as a resolver takes it: IPv6 brackets and a final dot dropped (the URL parser already lowercases it). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

function parse(endpoint: string): URL | null {
  try {
    return new URL(endpoint);
  } catch {
    return null;
  }
}

const issue = (code: PushEndpointIssueCode, host: string): PushEndpointIssue => ({
  code,
  params: { host },
});

export function createPushEndpointPolicy({
  allowedHosts,
  resolveHost,
  timeoutMs = RESOLVE_TIMEOUT_MS,
}: {
  allowedHosts: readonly string[];
  resolveHost: ResolveHost;
  timeoutMs?: number;
}): PushEndpointPolicy {
  const allowsAnyHost = allowedHosts.includes('*');

  function nameIssue(endpoint: string): PushEndpointIssue | null {
    const url = parse(endpoint);
    if (!url) return issue('pushEndpoint.notPushService', '');
    const host = hostOf(url);
    // the URL parser has already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1
    if (isAddressLiteral(host))
      return issue(
        isPublicAddress(host) ? 'pushEndpoint.notPushService' : 'pushEndpoint.privateAddress',
        host,
      );
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '')
      return issue('pushEndpoint.notPushService', host);
    if (!allowsAnyHost && !allowedHosts.some((pattern) => hostMatches(pattern, host)))
      return issue('pushEndpoint.notPushService', host);
    return null;
  }

  async function addressIssue(endpoint: string): Promise<PushEndpointIssue | null> {
    const url = parse(endpoint);
    if (!url) return issue('pushEndpoint.notPushService', '');
    const host = hostOf(url);
    let addresses: string[];
    try {
      addresses = await withTimeout(resolveHost(host), timeoutMs, `resolving ${host}`);
    } catch {
      return issue('pushEndpoint.unresolved', host);
    }
    if (addresses.length === 0) return issue('pushEndpoint.unresolved', host);
    return addresses.every(isPublicAddress) ? null : issue('pushEndpoint.privateAddress', host);
  }

  return {
    nameIssue,
    addressIssue,
    async check(endpoint) {
      return nameIssue(endpoint) ?? (await addressIssue(endpoint));
    },
  };
}
