/** A loader of one of the shell's response schemas, for apiGet / apiSend (see shell-schemas.ts). */
import type * as ShellSchemaModule from './shell-schemas';

type ShellSchemas = typeof ShellSchemaModule;

export function shellSchema<K extends keyof ShellSchemas>(name: K): () => Promise<ShellSchemas[K]> {
  return () => import('./shell-schemas').then((schemas) => schemas[name]);
}
