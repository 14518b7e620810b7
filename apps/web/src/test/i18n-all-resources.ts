/**
 * Tests only: every locale file of the app, eagerly, added to an i18next instance, so components
 * render real texts in both languages without waiting for lazy locale chunks. The app itself
 * loads them lazily (src/app/i18n-resources.ts).
 */
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { localeFileKey } from '../app/i18n-resources';

export const ALL_LOCALE_FILES = import.meta.glob<ResourceKey>(
  [
    '../shared/i18n/locales/*.json',
    '../shared/cards/locales/*.json',
    '../shared/risk-info/locales/*.json',
    '../shared/disclosure/locales/*.json',
    '../features/*/locales/*.json',
  ],
  { eager: true, import: 'default' },
);

export function addAllResources(instance: I18n = i18next): void {
  for (const [path, bundle] of Object.entries(ALL_LOCALE_FILES)) {
    const key = localeFileKey(path);
    if (key) instance.addResourceBundle(key.language, key.namespace, bundle, true, true);
  }
}
