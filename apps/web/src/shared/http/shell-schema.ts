/**
 * A loader of one of the shell's response schemas, for apiGet / apiSend (see shell-schemas.ts). It loads through
 * loadChunk like every lazy chunk: 120 s, then ChunkLoadError, and a chunk gone with a new build reloads the page once.
 */
import { loadChunk } from '../chunks/load-chunk';
import type * as ShellSchemaModule from './shell-schemas';

type ShellSchemas = typeof ShellSchemaModule;

export function shellSchema<K extends keyof ShellSchemas>(name: K): () => Promise<ShellSchemas[K]> {
  return () => loadChunk(() => import('./shell-schemas')).then((schemas) => schemas[name]);
}
