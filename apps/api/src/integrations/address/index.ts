export type { AddressDetails, AddressPort, AddressPrediction } from './port';
export { AddressLookupUnavailableError } from './port';
export { createSandboxAddressLookup, SANDBOX_UNAVAILABLE_SEARCH } from './sandbox';
export { SANDBOX_STREETS } from './streets';
