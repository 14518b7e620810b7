/**
 * A template for in-memory databases (DATABASE_IN_MEMORY_TEMPLATE): a file holding a migrated, seeded PGlite data
 * directory. A server whose template exists starts from it (~1 s of PGlite's start instead of its initdb, ~3–8 s);
 * the first server without one writes it. The journeys start a server a test file on it (decision 041); their
 * global set-up deletes it, so each run starts from this build's migrations and seed.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { DatabaseHandle } from './client';

/** The template's content, when the file exists. */
export function readTemplate(file: string | undefined): Blob | undefined {
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Writes the database as the template, whole or not at all (servers starting side by side may both write it). */
export async function writeTemplate(handle: DatabaseHandle, file: string): Promise<void> {
  if (!handle.dumpDataDir) return;
  const dump = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
}
