/**
 * Every client-state slice registers how to reset itself here, so sign-out can clear them all
 * (spec §4 Session: "Sign-out clears all stores, caches, the device-key session and locked flows").
 */
type Reset = () => void;
const resets = new Set<Reset>();

export function registerStoreReset(reset: Reset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetAllStores(): void {
  for (const reset of resets) reset();
}
