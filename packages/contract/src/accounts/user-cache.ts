/** Spec §7 User cache: GET and POST /usercache (customerId, value): a small JSON object per customer. */
import { z } from 'zod';

/** Serialized size limit of a cached value. */
export const USER_CACHE_MAX_BYTES = 8192;

export const ZUserCacheValueSchema = z
  .record(z.string().max(100), z.unknown())
  .refine(
    (value) => new TextEncoder().encode(JSON.stringify(value)).length <= USER_CACHE_MAX_BYTES,
    {
      error: `The cached value is larger than ${USER_CACHE_MAX_BYTES} bytes`,
    },
  );

/** GET /usercache?customerId= (the caller's own loan-system customer id; defaults to it). */
export const ZUserCacheQuerySchema = z.strictObject({
  customerId: z.string().min(1).max(40).optional(),
});
export type TUserCacheQuery = z.infer<typeof ZUserCacheQuerySchema>;

/** POST /usercache: replaces the value. */
export const ZUserCacheRequestSchema = z.strictObject({
  customerId: z.string().min(1).max(40).optional(),
  value: ZUserCacheValueSchema,
});
export type TUserCacheRequest = z.infer<typeof ZUserCacheRequestSchema>;

/** value null: nothing cached yet. */
export const ZUserCacheResponseSchema = z.object({
  customerId: z.string(),
  value: z.record(z.string(), z.unknown()).nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type TUserCacheResponse = z.infer<typeof ZUserCacheResponseSchema>;
