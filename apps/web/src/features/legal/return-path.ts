/** Where a screen reached with `navigate(path, { state: { from } })` should send the customer back to. */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : fallback;
}
