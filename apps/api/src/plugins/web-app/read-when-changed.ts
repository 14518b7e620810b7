/** A file of the web build, parsed once and read again when a rebuild while the server runs changed it. */
import { existsSync, readFileSync, statSync } from 'node:fs';

/** undefined while the file does not exist */
export function readWhenChanged<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let read: { mtimeMs: number; value: T } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (!read || read.mtimeMs !== mtimeMs)
      read = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return read.value;
  };
}
