/**
 * Database errors without their parameters, for every place an error is logged or stored as text.
 * Drizzle's query error carries the values twice — in its message ("Failed query: …\nparams: …") and
 * in `params` — and a PostgreSQL error can carry values in `detail` ("Key (email)=(…) already exists")
 * or in its message ('invalid input syntax for type uuid: "…"'). The SQL text (with $1 placeholders),
 * the SQLSTATE code, the constraint and the table stay: they say what failed without saying about whom.
 */

/** Properties of an error (or of its causes) that carry the values a query was given. */
const PARAMETER_PROPERTIES = new Set(['params', 'parameters', 'detail']);
const PARAMS_MARKER = '\nparams: ';
const INPUT_VALUE = /(invalid input (?:syntax|value) for [^:\n]*: )"[^\n]*"/g;
const MAX_CAUSE_DEPTH = 8;

/** A message with drizzle's "params: …" tail and PostgreSQL's quoted input values replaced. */
export function withoutQueryParametersText(message: string): string {
  const at = message.indexOf(PARAMS_MARKER);
  const head = at >= 0 ? `${message.slice(0, at)}${PARAMS_MARKER}[Redacted]` : message;
  return head.replace(INPUT_VALUE, '$1"[Redacted]"');
}

/** The stack with its copy of the message replaced (its frames kept); scrubbed whole when it has no copy. */
function stackWithout(stack: string, original: string, message: string): string {
  return stack.includes(original)
    ? stack.replace(original, () => message)
    : withoutQueryParametersText(stack);
}

/**
 * A copy of `error` (same prototype, so the same type name) and of its causes, without the query
 * parameters; anything that is not an Error is returned as it is.
 */
export function withoutQueryParameters<T>(error: T, depth = 0): T {
  if (!(error instanceof Error) || depth > MAX_CAUSE_DEPTH) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error &
    Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!PARAMETER_PROPERTIES.has(key))
      copy[key] = key === 'cause' ? withoutQueryParameters(value, depth + 1) : value;
  }
  const message = withoutQueryParametersText(error.message);
  copy.message = message;
  copy.stack =
    error.stack === undefined ? undefined : stackWithout(error.stack, error.message, message);
  if (error.cause !== undefined) copy.cause = withoutQueryParameters(error.cause, depth + 1);
  return copy as T;
}
