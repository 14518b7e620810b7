/**
 * Tests only: every locale file of the app, added to an i18next instance, so components render real texts in both
 * languages without waiting for lazy locale chunks. The app itself loads them lazily (src/app/i18n-resources.ts).
 *
 * Read with node's fs, not Vite's eager `import.meta.glob`: the 44 files as modules through Vite's runner made the web
 * project's summed set-up 150 s (108 s read as text), the project on two workers 276 s (219 s).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { localeFileKey } from '../app/i18n-resources';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
/** the folders holding locale files, as the app's lazy loader finds them */
const LOCALE_FOLDERS = [
  'shared/i18n/locales',
  'shared/cards/locales',
  'shared/risk-info/locales',
  'shared/disclosure/locales',
  ...readdirSync(join(SRC, 'features')).map((feature) => `features/${feature}/locales`),
];

function localeFiles(): Record<string, ResourceKey> {
  const files: Record<string, ResourceKey> = {};
  for (const folder of LOCALE_FOLDERS) {
    let names: string[];
    try {
      names = readdirSync(join(SRC, folder));
    } catch {
      continue; // a feature without texts of its own
    }
    for (const name of names.filter((n) => n.endsWith('.json')))
      files[`../${folder}/${name}`] = JSON.parse(
        readFileSync(join(SRC, folder, name), 'utf8'),
      ) as ResourceKey;
  }
  return files;
}

export const ALL_LOCALE_FILES = localeFiles();

export function addAllResources(instance: I18n = i18next): void {
  for (const [path, bundle] of Object.entries(ALL_LOCALE_FILES)) {
    const key = localeFileKey(path);
    if (key) instance.addResourceBundle(key.language, key.namespace, bundle, true, true);
  }
}
