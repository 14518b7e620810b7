/** The maintenance switch (PERSONAS.md: open only outside production). */
import { z } from 'zod';

export const ZSetServiceStatusRequestSchema = z.strictObject({
  available: z.boolean(),
  /** how long the service stays unavailable; omitted = until switched back on */
  minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .optional(),
  message: z.string().min(1).max(500).optional(),
});
export type TSetServiceStatusRequest = z.infer<typeof ZSetServiceStatusRequestSchema>;
