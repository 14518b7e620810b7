/** The loan-systems service is its own process (decision 065): no file of the API imports it, only tests do. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVICE = path.join(SRC, 'loan-systems-service');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === SERVICE ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('the loan-systems service’s boundary', () => {
  it('no file of the API outside the service (tests and their helpers aside) imports it', () => {
    const importers = sources(SRC)
      .filter((file) => !file.startsWith(path.join(SRC, 'testing')))
      .filter((file) => /from '[^']*loan-systems-service[^']*'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(importers).toEqual([]);
  });
});
