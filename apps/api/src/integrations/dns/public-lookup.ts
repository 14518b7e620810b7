/**
 * A `lookup` for sockets (an https.Agent's) that connects to public addresses only (decision 046): the name is resolved
 * by the given resolver at the moment of the connection, and when any of its addresses is not public the connection is
 * refused. Checking here, where the socket connects, leaves no window between a check and the request for a name that
 * answers differently the second time (DNS rebinding).
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import type { ResolveHost } from './port';
import { isPublicAddress } from './public-address';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(readonly hostname: string) {
    super(`${hostname} does not resolve to public addresses only`);
    this.name = 'PrivateAddressError';
  }
}

export function publicOnlyLookup(resolveHost: ResolveHost) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolveHost(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
          callback(new PrivateAddressError(hostname), '');
          return;
        }
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) callback(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, ''),
    );
  };
}
