/**
 * How long a call waits for the API before it counts as a network failure. A file of its own, without zod, so the
 * page's script's early reads (decision 034) wait as long as the app's own reads.
 */
export const API_TIMEOUT_MS = 35_000;
