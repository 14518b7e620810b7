// A local ESLint rule for the API's areas (DESIGN.md §3, decision 048): a file may import another area only
// through that area's front door — `areas/<area>/index.ts`, or `areas/<area>/test-kit.ts` from a test, a test
// kit or the testing helpers. Files outside every area (app.ts, cli/, operations/, testing/ …) likewise use the
// front doors; the folders named `isolated` (plugins/, jobs/) import no area at all (their tests may build the app). The composition files at
// the top of the areas folder (index.ts, jobs.ts, types.ts) belong to no area.
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';

const inside = (path, folder) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};
const TEST_FILE = /\.test\.[cm]?[jt]sx?$|test-kit\.[cm]?[jt]s$/;

/** The area a path lies in, and the path inside it ('' for the area's folder itself); null outside every area. */
function placeOf(path, areasDir) {
  if (!inside(path, areasDir)) return null;
  const parts = relative(areasDir, path).split(sep);
  if (parts.length < 2) return null; // areas/index.ts, areas/jobs.ts, areas/types.ts: the composition
  return {
    area: parts[0],
    inner: parts
      .slice(1)
      .join('/')
      .replace(/\.[cm]?[jt]sx?$/, ''),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const areaBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Import another API area only through its front door (index.ts; test-kit.ts from tests)',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          areas: { type: 'string' },
          isolated: { type: 'array', items: { type: 'string' } },
          testing: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, areas, isolated = [], testing = [] } = context.options[0];
    const areasDir = resolve(root, areas);
    const file = context.filename;
    const own = placeOf(file, areasDir);
    const testish =
      TEST_FILE.test(basename(file)) ||
      testing.some((folder) => inside(file, resolve(root, folder)));
    const isolatedIn = isolated.find((folder) => inside(file, resolve(root, folder)));

    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(file), source.value);
      if (!inside(target, areasDir)) return;
      const shown = relative(root, target).split(sep).join('/');
      if (isolatedIn && !testish) {
        context.report({
          node: source,
          message: `${isolatedIn} imports no area: the composition root (app.ts) hands it what it needs (${shown})`,
        });
        return;
      }
      const place = placeOf(target, areasDir);
      if (!place || place.area === own?.area) return;
      if (place.inner === '' || place.inner === 'index') return;
      if (place.inner === 'test-kit' && testish) return;
      const door =
        place.inner === 'test-kit'
          ? 'its test kit is for tests only'
          : `import areas/${place.area} (its index.ts) instead`;
      context.report({ node: source, message: `Another area's internals: ${door} (${shown})` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'area-boundaries': areaBoundaries } };
