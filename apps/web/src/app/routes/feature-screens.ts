/**
 * How screens register: a feature exports `screens` (a ScreenRegistry: base route name → lazy import)
 * from `src/features/<feature>/routes.ts`. Every such file is picked up here; a route whose name no
 * registry provides shows the shared not-built screen. The feature folder also names the i18n
 * namespace its screens load before they render (screen-namespaces.ts).
 */
import type { ScreenRegistry } from '../../shared/routing/types';
import { PUBLIC_SCREENS_BY_FEATURE } from './public-screens';
import { screenNamespaces } from './screen-namespaces';

const featureModules = import.meta.glob<{ screens?: ScreenRegistry }>(
  '../../features/*/routes.ts',
  { eager: true },
);

/** Merge registries; two registries naming the same route is a wiring error. */
export function mergeScreenRegistries(registries: readonly ScreenRegistry[]): ScreenRegistry {
  const merged: Record<string, ScreenRegistry[string]> = {};
  for (const registry of registries) {
    for (const [name, loader] of Object.entries(registry)) {
      if (merged[name]) throw new Error(`Two features register a screen for route ${name}`);
      merged[name] = loader;
    }
  }
  return merged;
}

/** Registries by feature folder: the public pages' and every features/<feature>/routes.ts. */
export function collectScreensByFeature(): Record<string, ScreenRegistry> {
  const byFeature: Record<string, ScreenRegistry> = { ...PUBLIC_SCREENS_BY_FEATURE };
  for (const [path, module] of Object.entries(featureModules)) {
    const feature = /features\/([^/]+)\/routes\.ts$/.exec(path)?.[1];
    if (!feature || !module.screens) continue;
    byFeature[feature] = mergeScreenRegistries([byFeature[feature] ?? {}, module.screens]);
  }
  return byFeature;
}

export function collectScreens(): ScreenRegistry {
  return mergeScreenRegistries(Object.values(collectScreensByFeature()));
}

/** Base route name → the i18n namespaces its screen renders with. */
export function collectScreenNamespaces(): Record<string, readonly string[]> {
  return screenNamespaces(collectScreensByFeature());
}
