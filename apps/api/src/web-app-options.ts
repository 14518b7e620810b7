/**
 * What the web app's pages are served with (plugins/web-app): the default brand's look, and the start-up answers
 * written into each page (decision 028) — the same answers, through the same contract schemas, as GET
 * /api/serviceStatus, /api/serviceProvider and /api/configsettings.
 */
import {
  ZConfigSettingsResponseSchema,
  ZServiceProviderResponseSchema,
  ZServiceStatusResponseSchema,
  type TStartUpAnswers,
} from '@lender/contract';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import { TtlCache } from './lib/ttl-cache';
import { createConfigRepo, createConfigService, serviceStatusOf } from './areas/system';
import type { WebAppOptions } from './plugins/web-app';
import type { BrandLook } from './plugins/web-app/index-html';

export function webAppOptions(
  config: AppConfig,
  database: DatabaseHandle,
  clock: Clock,
): WebAppOptions {
  const brands = createConfigService({
    repo: createConfigRepo(database.db),
    defaultBrand: config.defaultBrand,
  });
  const status = serviceStatusOf(database, clock);
  const brandCache = new TtlCache<BrandLook | undefined>(60_000, clock);
  return {
    distDir: config.webDistDir,
    defaultBrand: config.defaultBrand,
    applyUrls: config.applyUrls,
    appUrls: config.appUrls,
    debugMenu: config.debugMenu,
    lookupBrand: () =>
      brandCache.get(async () => {
        const row = await brands.getBrand(config.defaultBrand);
        return row
          ? { code: config.defaultBrand, displayName: row.displayName, theme: row.theme }
          : undefined;
      }),
    startUpAnswers: async (): Promise<TStartUpAnswers> => {
      const [serviceStatus, serviceProvider, configSettings] = await Promise.all([
        status.getStatus(),
        brands.getServiceProviders(),
        brands.getConfigSettings(),
      ]);
      return {
        readAt: clock().getTime(),
        serviceStatus: ZServiceStatusResponseSchema.parse(serviceStatus),
        serviceProvider: ZServiceProviderResponseSchema.parse(serviceProvider),
        configSettings: ZConfigSettingsResponseSchema.parse(configSettings),
      };
    },
  };
}
