#!/usr/bin/env node
// `node scripts/check-links.mjs [files…]`: every relative Markdown link in README.md and docs/**/*.md (or the files
// named) points at a file that exists, and a `#section` at a heading that file has (GitHub's anchors). Links to
// http(s) and mailto are not followed. Prints each broken link and exits 1 when there is one.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

function markdownFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(text) {
  const seen = new Map();
  const anchors = new Set();
  const withoutCode = text.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((file) => resolve(file))
    : [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];
const broken = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^(https?:|mailto:)/.test(target)) continue;
    const [path, anchor] = target.split('#');
    const targetFile = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    const where = `${relative(root, file)}: ${target}`;
    if (!existsSync(targetFile)) {
      broken.push(`${where} (no such file)`);
    } else if (
      anchor &&
      targetFile.endsWith('.md') &&
      !anchorsOf(readFileSync(targetFile, 'utf8')).has(anchor)
    ) {
      broken.push(`${where} (no such heading)`);
    }
  }
}
for (const line of broken) console.error(line);
console.log(`${files.length} files, ${broken.length} broken link${broken.length === 1 ? '' : 's'}`);
process.exit(broken.length === 0 ? 0 : 1);
