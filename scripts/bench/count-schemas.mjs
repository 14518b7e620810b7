#!/usr/bin/env node
// How many zod schemas a list of contract files builds, file by file in the order given, in one process (decisions
// 071, 073): `npx tsx scripts/bench/count-schemas.mjs packages/contract/src/config/brand-code.ts …`. A file's count
// leaves out what the files before it built. Every schema instance (each `.optional()`, `.min()` or `.extend()` too)
// gets zod's `$ZodType` trait added to its set of traits once, so the script counts those additions.
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npx tsx scripts/bench/count-schemas.mjs <contract file> [...]');
  process.exit(2);
}
let built = 0;
const add = Set.prototype.add;
Set.prototype.add = function countingAdd(value) {
  if (value === '$ZodType') built += 1;
  return add.call(this, value);
};
for (const file of files) {
  const before = built;
  await import(new URL(file, `file://${process.cwd()}/`).href);
  console.log(`${file}: ${built - before}`);
}
console.log(`all: ${built}`);
