/**
 * zod, on its first parse, probes whether `new Function` may run so that it can compile faster parsers. The app's
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses it: zod catches that and parses without, but
 * the browser has already reported a security-policy violation, on every page that reads an answer. `jitless` skips
 * the probe (zod's own advice for strict CSPs) and parses as it would under this CSP anyway.
 *
 * Set from the app's entry on zod's shared config object (`globalThis.__zod_globalConfig`, which zod's core adopts
 * when it loads, zod-without-eval.test.ts), so that the entry does not carry zod: zod and the contract schemas load
 * with the first answer (issue 11).
 */
const ZOD_CONFIG_KEY = '__zod_globalConfig';

export function parseWithoutEval(
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
) {
  const config = (scope[ZOD_CONFIG_KEY] ??= {}) as Record<string, unknown>;
  config.jitless = true;
}
