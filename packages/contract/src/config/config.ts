/** Config calls of spec §7 (Referral and other → Config GET calls, and /serviceProvider). */
import { z } from 'zod';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { ZBrandCodeSchema } from './brand-code';

export { ZBrandCodeSchema } from './brand-code';

export const ZServiceStatusResponseSchema = z.object({
  available: z.boolean(),
  /** ISO time until which the service is unavailable, when known */
  until: z.string().optional(),
  message: z.string().optional(),
});
export type TServiceStatusResponse = z.infer<typeof ZServiceStatusResponseSchema>;

const settingsShape = Object.fromEntries(
  Object.entries(SERVER_SETTINGS_DEFAULTS).map(([key, value]) => [
    key,
    typeof value === 'boolean'
      ? z.boolean()
      : typeof value === 'number'
        ? z.number()
        : z.object({
            fileTypes: z.array(z.string()),
            accept: z.string(),
            maxSizeMb: z.number(),
            maxFiles: z.number().int(),
          }),
  ]),
) as unknown as {
  [K in keyof typeof SERVER_SETTINGS_DEFAULTS]: z.ZodType<(typeof SERVER_SETTINGS_DEFAULTS)[K]>;
};

export const ZConfigSettingsResponseSchema = z.object({
  settings: z.object(settingsShape),
  defaultBrand: ZBrandCodeSchema,
});
export type TConfigSettingsResponse = z.infer<typeof ZConfigSettingsResponseSchema>;

/** The largest number a setting may be overridden with (minutes, seconds, counts, dollars: every one a whole number). */
export const MAX_SETTING_VALUE = 1_000_000;

/**
 * What an override may say: every number setting a whole number from 0 to MAX_SETTING_VALUE (a fraction or 1e308
 * once reached a bigint column: every referral call answered 500), the upload limits within reason.
 */
const overrideShape = Object.fromEntries(
  Object.entries(SERVER_SETTINGS_DEFAULTS).map(([key, value]) => [
    key,
    typeof value === 'boolean'
      ? z.boolean()
      : typeof value === 'number'
        ? z.number().int().min(0).max(MAX_SETTING_VALUE)
        : z.strictObject({
            fileTypes: z.array(z.string().min(1).max(100)).max(20),
            accept: z.string().max(200),
            maxSizeMb: z.number().positive().max(100),
            maxFiles: z.number().int().min(1).max(20),
          }),
  ]),
) as unknown as typeof settingsShape;

/**
 * Outside production only: store overrides of server settings (what a lender's configuration would
 * hold), e.g. a short sessionTimeout for trying the inactivity timeout. `replace` drops every
 * override not named here; otherwise the named ones are merged into those already stored.
 */
export const ZSetConfigOverridesRequestSchema = z.strictObject({
  overrides: z.strictObject(overrideShape).partial(),
  replace: z.boolean().default(false),
});
export type TSetConfigOverridesRequest = z.infer<typeof ZSetConfigOverridesRequestSchema>;

export const ZContactSchema = z.object({
  brand: ZBrandCodeSchema,
  displayName: z.string(),
  loanSystem: z.enum(['NLS', 'TLXe']),
  /** 10 digits, no formatting */
  phone: z.string().regex(/^\d{10}$/),
  email: z.string().email(),
  hours: z.string(),
});
export const ZContactsResponseSchema = z.object({
  contacts: z.array(ZContactSchema),
  /** support phone per loan system, 10 digits */
  supportPhones: z.object({ NLS: z.string(), TLXe: z.string() }),
});
export type TContactsResponse = z.infer<typeof ZContactsResponseSchema>;

export const ZStatesResponseSchema = z.object({
  states: z.array(z.object({ label: z.string(), value: z.string().length(2) })),
});
export type TStatesResponse = z.infer<typeof ZStatesResponseSchema>;

export const ZServiceProviderQuerySchema = z.strictObject({ brand: ZBrandCodeSchema.optional() });
export const ZBrandProvidersSchema = z.object({
  brandId: z.number().int().min(1).max(10),
  displayName: z.string(),
  family: z.enum(['main', 'legacy']),
  loanSystem: z.enum(['NLS', 'TLXe']),
  theme: z.object({
    primary: z.string(),
    primaryContrast: z.string(),
    accent: z.string(),
    background: z.string(),
  }),
  providers: z.array(z.string()),
  availableProviders: z.array(z.string()),
});
/** Brands: a map by brand, each with providers and availableProviders (spec §3). */
export const ZServiceProviderResponseSchema = z.object({
  brands: z.partialRecord(ZBrandCodeSchema, ZBrandProvidersSchema),
});
export type TServiceProviderResponse = z.infer<typeof ZServiceProviderResponseSchema>;

export const ZLmsReferenceIdResponseSchema = z.object({
  /** the reference id of each loan system, as the loan systems' adapters name them */
  referenceIds: z.object({ NLS: z.string(), TLXe: z.string() }),
});
export type TLmsReferenceIdResponse = z.infer<typeof ZLmsReferenceIdResponseSchema>;

export const ZHealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;

/** GET /videoUrl (spec §7): the brand's help video, null when the lender has none (decision 060). */
export const ZVideoUrlQuerySchema = z.strictObject({ brand: ZBrandCodeSchema });
export const ZVideoUrlResponseSchema = z.object({
  brand: ZBrandCodeSchema,
  videoUrl: z.url().nullable(),
  /** two-letter languages of the video's captions */
  captions: z.array(z.string().length(2)),
});
export type TVideoUrlResponse = z.infer<typeof ZVideoUrlResponseSchema>;
