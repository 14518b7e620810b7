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
