/**
 * Whether this page may show the debug menu (spec §2: "only in lower environments"; decision 060): read at RUNTIME
 * from `<meta name="app-debug-menu">`, which the API writes "true" only outside production. index.html ships
 * "false", so a page the server did not write (or a production one) has none.
 */
export function debugMenuEnabled(doc: Document = document): boolean {
  return doc.querySelector('meta[name="app-debug-menu"]')?.getAttribute('content') === 'true';
}
