import { parseArgs } from 'node:util';
import { ZSetServiceStatusRequestSchema, type TSetServiceStatusRequest } from '@lender/contract';

export const MAINTENANCE_USAGE = `Usage: npm run maintenance -- --minutes <n> [--message <text>]   service unavailable for n minutes
       npm run maintenance -- --off                                 service available again`;

/** `--minutes 5 [--message "…"]` → unavailable for 5 minutes; `--off` → available. */
export function parseMaintenanceArgs(argv: string[]): TSetServiceStatusRequest {
  const { values } = parseArgs({
    args: argv,
    options: { minutes: { type: 'string' }, off: { type: 'boolean' }, message: { type: 'string' } },
    strict: true,
  });
  if (values.off) {
    if (values.minutes !== undefined) throw new Error('--off and --minutes cannot be combined');
    return { available: true };
  }
  if (values.minutes === undefined) throw new Error('give --minutes <n> or --off');
  if (!/^\d+$/.test(values.minutes)) throw new Error('--minutes must be a whole number');
  const parsed = ZSetServiceStatusRequestSchema.safeParse({
    available: false,
    minutes: Number(values.minutes),
    ...(values.message ? { message: values.message } : {}),
  });
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '),
    );
  return parsed.data;
}
