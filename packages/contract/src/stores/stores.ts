/**
 * Store calls of spec §7 (GET /store, GET /storemap) and the store locator search (GET /stores, a path
 * of our own: spec §1 "Find stores"). All three are public reads (no sign-in needed).
 *
 * Store shape (spec §3, keyed by lmsId): storeInfo {id, name, phone, address, hoursRaw, image,
 * state{label, value}, lmsId} and brandConfig {brandName}, plus the extra fields the locator needs
 * (email, address parts, coordinates, the store's IANA time zone). `image` is the URL of the store's
 * generated map (GET /api/storemap?storeId=…); `lmsId` is the store's loan system reference id
 * (`tlxe` for inl/tmx stores, `nls` for the others).
 */
import { z } from 'zod';
import { BRAND_CODES } from '@lender/domain';

export const ZStoreIdSchema = z.coerce.number().int().min(1).max(999_999);

export const ZStoreInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 10 digits, no formatting (shown as (XXX) XXX-XXXX, dialled as tel:) */
  phone: z.string().regex(/^\d{10}$/),
  /** one line: '4120 Westheimer Rd, Houston, TX 77027' */
  address: z.string(),
  /** e.g. 'Mon-Fri 9:00 AM-7:00 PM; Sat 10:00 AM-4:00 PM; Sun Closed' */
  hoursRaw: z.string(),
  /** the hours in the request's language, one line per day range (Spanish: 'lun–vie 9:00 a.m.–7:00 p.m.'); hoursRaw stays as the store system writes it */
  hours: z.array(z.string()).optional(),
  /** URL of the generated map image: /api/storemap?storeId=… */
  image: z.string(),
  state: z.object({ label: z.string(), value: z.string().length(2) }),
  lmsId: z.enum(['tlxe', 'nls']),
  email: z.string(),
  address1: z.string(),
  city: z.string(),
  zip: z.string().regex(/^\d{5}$/),
  latitude: z.number(),
  longitude: z.number(),
  /** the store's IANA time zone, e.g. 'America/Chicago' */
  timeZone: z.string(),
});
export type TStoreInfo = z.infer<typeof ZStoreInfoSchema>;

export const ZStoreSchema = z.object({
  storeInfo: ZStoreInfoSchema,
  brandConfig: z.object({ brandName: z.enum(BRAND_CODES) }),
});
export type TStore = z.infer<typeof ZStoreSchema>;

/** GET /store?storeId= → TStore; 404 'Store not found' for an unknown id. */
export const ZStoreQuerySchema = z.strictObject({ storeId: ZStoreIdSchema });
export type TStoreQuery = z.input<typeof ZStoreQuerySchema>;
export const ZStoreResponseSchema = ZStoreSchema;
export type TStoreResponse = TStore;

/**
 * GET /storemap?storeId=[&width=&height=] → image/svg+xml generated here (a map-like tile with the
 * store's pin and name; no outside tile server). Cacheable for 6 h.
 */
export const ZStoreMapQuerySchema = z.strictObject({
  storeId: ZStoreIdSchema,
  width: z.coerce.number().int().min(120).max(1200).default(600),
  height: z.coerce.number().int().min(120).max(1200).default(300),
});
export type TStoreMapQuery = z.input<typeof ZStoreMapQuerySchema>;
export const STORE_MAP_CONTENT_TYPE = 'image/svg+xml';

/**
 * GET /stores: the locator search. Exactly ONE mode:
 * - `latitude` + `longitude`: nearest first, each with `distanceMiles` (great-circle);
 * - `zip` (5 digits): nearest first from the zip's position — a store's own zip gives its coordinates,
 *   otherwise the centre of the stores sharing the longest zip prefix (3, 2 then 1 digits); no match →
 *   an empty list;
 * - `state` (2 letters): that state's stores by city then name, `distanceMiles` null.
 * `brandName` narrows to one brand; `radiusMiles` (position and zip modes) drops farther stores;
 * `limit` caps the list (default 20). A bad combination is a 400 naming the field.
 */
export const ZStoresQuerySchema = z
  .strictObject({
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    zip: z
      .string()
      .regex(/^\d{5}$/, 'Zip must be exactly 5 digits')
      .optional(),
    state: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'State must be a 2-letter code')
      .transform((s) => s.toUpperCase())
      .optional(),
    brandName: z.enum(BRAND_CODES).optional(),
    radiusMiles: z.coerce.number().positive().max(5000).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine((q, ctx) => {
    const hasPosition = q.latitude !== undefined || q.longitude !== undefined;
    if (hasPosition && (q.latitude === undefined || q.longitude === undefined)) {
      const missing = q.latitude === undefined ? 'latitude' : 'longitude';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'latitude and longitude go together',
      });
      return;
    }
    const modes = [hasPosition, q.zip !== undefined, q.state !== undefined].filter(Boolean).length;
    if (modes !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['zip'],
        message: 'Search by latitude and longitude, by zip or by state',
      });
    }
  });
export type TStoresQuery = z.input<typeof ZStoresQuerySchema>;
/** the query after parsing (numbers coerced, state upper-cased, limit defaulted) */
export type TStoresSearch = z.output<typeof ZStoresQuerySchema>;

export const STORE_SEARCH_MODES = ['position', 'zip', 'state'] as const;
export const ZStoreSearchResultSchema = ZStoreSchema.extend({
  /** miles from the searched position (1 decimal); null in state mode */
  distanceMiles: z.number().nullable(),
});
export type TStoreSearchResult = z.infer<typeof ZStoreSearchResultSchema>;
export const ZStoresResponseSchema = z.object({
  searchedBy: z.enum(STORE_SEARCH_MODES),
  /** the position distances are measured from (null in state mode or for an unknown zip) */
  origin: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  stores: z.array(ZStoreSearchResultSchema),
});
export type TStoresResponse = z.infer<typeof ZStoresResponseSchema>;
