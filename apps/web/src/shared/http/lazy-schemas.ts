/**
 * Loaders of response schemas kept in a module of their own, for apiGet / apiSend (SchemaSource). A screen that
 * imports a schema module statically builds zod and every contract schema it reaches before it can render; through a
 * loader the module loads with the first answer it parses, after the screen's first paint (issue 11). The module loads
 * through loadChunk like every lazy chunk: 120 s, then ChunkLoadError, and a chunk gone with a new build reloads the
 * page once. Pass the `import('./…')` itself, so the bundler sees the module.
 */
import { loadChunk } from '../chunks/load-chunk';

export function lazySchemas<Schemas extends object>(
  load: () => Promise<Schemas>,
): <K extends keyof Schemas>(name: K) => () => Promise<Schemas[K]> {
  return (name) => () => loadChunk(load).then((schemas) => schemas[name]);
}

/**
 * Builds the schemas of an answer a screen is about to read, ahead of it (a step of a screen's `warm`, decision 085):
 * the loader's module loads and builds its zod schemas in the idle time of the page she is on, not after the answer
 * has come. A module that fails to load is left to the read that needs it, which reports it.
 */
export function buildSchemasAhead(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/** The schema `K` of the module that `Loaders[K]` loads. */
type LoadedSchema<Loaders, K extends keyof Loaders> = Loaders[K] extends () => Promise<infer Module>
  ? K extends keyof Module
    ? Module[K]
    : never
  : never;

/**
 * The same, with a module for each group of schemas: a read loads and builds only its own group (the contract file
 * it comes from), not every schema of the area. Building a zod schema is what costs, not parsing with it: through one
 * module an area, the Dashboard's four reads built 1,072 schemas in two tasks; they need 221 (decision 071).
 */
export function schemaLoaders<
  Loaders extends { [K in keyof Loaders]: () => Promise<Record<K, unknown>> },
>(loaders: Loaders): <K extends keyof Loaders>(name: K) => () => Promise<LoadedSchema<Loaders, K>> {
  return <K extends keyof Loaders>(name: K) =>
    () =>
      loadChunk(loaders[name] as () => Promise<Record<K, unknown>>).then(
        (schemas) => schemas[name] as LoadedSchema<Loaders, K>,
      );
}
