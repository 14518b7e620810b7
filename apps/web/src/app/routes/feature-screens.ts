/**
 * How screens register: a feature exports `screens` (a ScreenRegistry: base route name → lazy import)
 * from `src/features/<feature>/routes.ts`. Every such file is picked up here; a route whose name no
 * registry provides shows the shared not-built screen.
 */
import type { ScreenRegistry } from '../../shared/routing/types';
import { PUBLIC_SCREENS } from './public-screens';

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

export function collectScreens(): ScreenRegistry {
  return mergeScreenRegistries([
    PUBLIC_SCREENS,
    ...Object.values(featureModules).map((m) => m.screens ?? {}),
  ]);
}
