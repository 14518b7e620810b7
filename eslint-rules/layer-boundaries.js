// A local ESLint rule: an import (static, re-export or dynamic) whose target lies in a `from`
// folder is an error in files under the zone's `target` folder, unless it lies in one of the
// zone's `except` folders (relative to `from`). Relative specifiers are resolved against the
// importing file, so no module resolver (and no native binding) is needed.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

const inside = (path, folder) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** @type {import('eslint').Rule.RuleModule} */
export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the layers of DESIGN.md §3' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, zones } = context.options[0];
    const file = context.filename;
    const active = zones.filter((zone) => inside(file, resolve(root, zone.target)));
    if (active.length === 0) return {};

    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(file), source.value);
      for (const zone of active) {
        const from = resolve(root, zone.from);
        if (!inside(target, from)) continue;
        if ((zone.except ?? []).some((folder) => inside(target, resolve(from, folder)))) continue;
        context.report({
          node: source,
          message: `${zone.message} (${relative(root, target).split(sep).join('/')})`,
        });
        return;
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'layer-boundaries': layerBoundaries } };
