/** The config GET calls of spec §7: settings, contacts, states, service providers, reference ids. */
import {
  ZConfigSettingsResponseSchema,
  type TConfigSettingsResponse,
  type TContactsResponse,
  type TLmsReferenceIdResponse,
  type TServiceProviderResponse,
  type TSetConfigOverridesRequest,
  type TStatesResponse,
  type TVideoUrlResponse,
} from '@lender/contract';
import {
  isBrandCode,
  SERVER_SETTINGS_DEFAULTS,
  US_STATES,
  type BrandCode,
  type LoanSystem,
  type ServerSettings,
} from '@lender/domain';
import { LMS_REFERENCE_IDS } from '../../../lib/lms-reference-ids';
import type { BrandRow, ConfigRepo } from './repo';

export interface ConfigServiceDeps {
  repo: Pick<ConfigRepo, 'readOverrides' | 'writeOverrides' | 'listBrands' | 'listProviders'>;
  defaultBrand: BrandCode;
  /** each brand's help video (GET /videoUrl) */
  helpVideos?: { urls: Partial<Record<BrandCode, string>>; captions: string[] };
  /** told about stored overrides that are ignored because they do not fit the setting */
  onIgnoredOverride?: (key: string, reason: string) => void;
}

const settingSchemas = ZConfigSettingsResponseSchema.shape.settings.shape;

/** The defaults with each stored override that names a known setting and has the right type. */
export function mergeOverrides(
  overrides: unknown,
  onIgnored?: (key: string, reason: string) => void,
): ServerSettings {
  const merged: Record<string, unknown> = { ...SERVER_SETTINGS_DEFAULTS };
  if (!overrides || typeof overrides !== 'object' || Array.isArray(overrides))
    return merged as ServerSettings;
  for (const [key, value] of Object.entries(overrides)) {
    const schema = settingSchemas[key as keyof typeof settingSchemas];
    if (!schema) {
      onIgnored?.(key, 'unknown setting');
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) merged[key] = parsed.data;
    else onIgnored?.(key, parsed.error.issues[0]?.message ?? 'invalid value');
  }
  return merged as ServerSettings;
}

function codeOf(row: BrandRow): BrandCode {
  if (!isBrandCode(row.code)) throw new Error(`brands row ${row.id} has an unknown code`);
  return row.code;
}

export function createConfigService({
  repo,
  defaultBrand,
  helpVideos = { urls: {}, captions: [] },
  onIgnoredOverride,
}: ConfigServiceDeps) {
  return {
    getVideoUrl(brand: BrandCode): TVideoUrlResponse {
      return { brand, videoUrl: helpVideos.urls[brand] ?? null, captions: helpVideos.captions };
    },

    async getConfigSettings(): Promise<TConfigSettingsResponse> {
      return {
        settings: mergeOverrides(await repo.readOverrides(), onIgnoredOverride),
        defaultBrand,
      };
    },

    /** Outside production only (the dev route): store overrides, merged unless `replace`. */
    async setOverrides({
      overrides,
      replace,
    }: TSetConfigOverridesRequest): Promise<TConfigSettingsResponse> {
      const current = await repo.readOverrides();
      const kept =
        !replace && current && typeof current === 'object' && !Array.isArray(current)
          ? (current as Record<string, unknown>)
          : {};
      await repo.writeOverrides({ ...kept, ...overrides });
      return this.getConfigSettings();
    },

    async getContacts(): Promise<TContactsResponse> {
      const rows = await repo.listBrands();
      const contacts = rows.map((row) => ({
        brand: codeOf(row),
        displayName: row.displayName,
        loanSystem: row.loanSystem,
        phone: row.supportPhone,
        email: row.supportEmail,
        hours: row.hours,
      }));
      // per loan system: the default brand's number for its own system, else the first brand of that system
      const phoneFor = (system: LoanSystem) =>
        (
          contacts.find((c) => c.loanSystem === system && c.brand === defaultBrand) ??
          contacts.find((c) => c.loanSystem === system)
        )?.phone ?? '';
      return { contacts, supportPhones: { NLS: phoneFor('NLS'), TLXe: phoneFor('TLXe') } };
    },

    getStates(): TStatesResponse {
      return { states: US_STATES.map((state) => ({ ...state })) };
    },

    async getServiceProviders(brand?: BrandCode): Promise<TServiceProviderResponse> {
      const [rows, providerRows] = await Promise.all([repo.listBrands(), repo.listProviders()]);
      const result: TServiceProviderResponse['brands'] = {};
      for (const row of rows) {
        const code = codeOf(row);
        if (brand && code !== brand) continue;
        const own = providerRows.filter((p) => p.brandId === row.id);
        result[code] = {
          brandId: row.id,
          displayName: row.displayName,
          family: row.family,
          loanSystem: row.loanSystem,
          theme: row.theme,
          providers: own.map((p) => p.name),
          availableProviders: own.filter((p) => p.available).map((p) => p.name),
        };
      }
      return { brands: result };
    },

    getLmsReferenceIds(): TLmsReferenceIdResponse {
      return { referenceIds: { ...LMS_REFERENCE_IDS } };
    },

    /** The brand row of one brand (theme, display name): used by the web app's index.html and manifest. */
    async getBrand(code: BrandCode): Promise<BrandRow | undefined> {
      return (await repo.listBrands()).find((row) => row.code === code);
    },
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;
