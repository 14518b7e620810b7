/** GET /api/configsettings: server-overridable settings and flags (spec §9), defaults until loaded. */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TConfigSettingsResponse } from '@lender/contract';
import { SERVER_SETTINGS_DEFAULTS, type ServerSettings } from '@lender/domain';
import { apiGet } from '../http/client';
import { cacheTier } from '../query/cache-tiers';
import { shellSchema } from '../http/shell-schema';

export function getConfigSettings(signal?: AbortSignal): Promise<TConfigSettingsResponse> {
  return apiGet('/configsettings', shellSchema('ZConfigSettingsResponseSchema'), {
    signal,
    retryOnce: true,
  });
}

export const configSettingsQuery = () =>
  queryOptions({
    queryKey: ['config', 'settings'],
    queryFn: ({ signal }) => getConfigSettings(signal),
    ...cacheTier('medium'),
  });

const settingsOf = (answer: TConfigSettingsResponse | undefined): ServerSettings =>
  (answer?.settings as ServerSettings | undefined) ?? SERVER_SETTINGS_DEFAULTS;

/** The settings; the spec defaults while loading or when the call fails. */
export function useServerSettings(): ServerSettings {
  return settingsOf(useQuery(configSettingsQuery()).data);
}

/** The settings as the cache holds them now, outside a component (a route's prefetch); the defaults until read. */
export const cachedServerSettings = (client: QueryClient): ServerSettings =>
  settingsOf(client.getQueryData(configSettingsQuery().queryKey));
