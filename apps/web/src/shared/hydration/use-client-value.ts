/**
 * A value only the browser knows (a capability such as WebAuthn), read so that a prerendered page hydrates
 * (decision 022): the build and the hydrating render see `prerendered`, the next render the browser's value. A page
 * drawn afresh sees the browser's value at once.
 */
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export function useClientValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(neverChanges, read, () => prerendered);
}
