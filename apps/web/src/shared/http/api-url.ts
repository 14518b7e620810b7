/** The path of an API call as the app sends it (the API is served under /api on the app's origin). */
export function apiUrl(
  path: string,
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}
