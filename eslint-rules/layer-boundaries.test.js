import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import layers from './layer-boundaries.js';

const root = '/repo';
const zones = [
  {
    target: './web/features/a',
    from: './web/features',
    except: ['./a'],
    message: 'no cross-feature import',
  },
  { target: './web/shared', from: './web/features', message: 'shared must not import a feature' },
];

function lint(filename, code) {
  const linter = new Linter({ configType: 'flat', cwd: root });
  return linter.verify(
    code,
    [
      {
        plugins: { layers },
        languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
        rules: { 'layers/layer-boundaries': ['error', { root, zones }] },
      },
    ],
    filename,
  );
}

describe('layers/layer-boundaries', () => {
  it('refuses a static, dynamic or re-exported import of another feature', () => {
    const messages = lint(
      '/repo/web/features/a/screens/x.js',
      "import b from '../../b/api';\nconst c = () => import('../../b/c');\nexport { d } from '../../a/../b/d';\n",
    );
    expect(messages.map((m) => m.line)).toEqual([1, 2, 3]);
    expect(messages[0].message).toContain('no cross-feature import (web/features/b/api)');
  });

  it("allows a feature's own files, shared code and packages", () => {
    expect(
      lint(
        '/repo/web/features/a/screens/x.js',
        "import a from '../api';\nimport s from '../../../shared/ui';\nimport z from 'zod';\n",
      ),
    ).toEqual([]);
  });

  it('refuses a feature import from shared, and ignores files outside every zone', () => {
    expect(
      lint('/repo/web/shared/ui/x.js', "import b from '../../features/b/api';\n"),
    ).toHaveLength(1);
    expect(lint('/repo/web/app/router.js', "import b from '../features/b/api';\n")).toEqual([]);
  });
});
