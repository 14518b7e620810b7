/** Host name resolution (decision 046): the port, the system's and the sandbox's resolvers, what counts as public. */
import type { ResolveHost } from './port';
import { sandboxResolveHost } from './sandbox';
import { systemResolveHost } from './system';

export type { ResolveHost } from './port';
export { isAddressLiteral, isPublicAddress } from './public-address';
export { PrivateAddressError, publicOnlyLookup } from './public-lookup';
export { hostMatches, sandboxResolveHost } from './sandbox';
export { systemResolveHost } from './system';

/** The system's resolver where requests really go out (PUSH_SERVICE=web-push), else the sandbox's. */
export function resolveHostFor(config: {
  pushService: 'web-push' | 'sandbox' | 'off';
}): ResolveHost {
  return config.pushService === 'web-push' ? systemResolveHost : sandboxResolveHost;
}
