import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import areas from './area-boundaries.js';

const root = '/repo';
const options = {
  root,
  areas: './api/areas',
  isolated: ['./api/plugins', './api/jobs'],
  testing: ['./api/testing'],
};

function lint(filename, code) {
  const linter = new Linter({ configType: 'flat', cwd: root });
  return linter.verify(
    code,
    [
      {
        plugins: { areas },
        languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
        rules: { 'areas/area-boundaries': ['error', options] },
      },
    ],
    filename,
  );
}

describe('areas/area-boundaries', () => {
  it("refuses a static, dynamic or re-exported import of another area's internal file", () => {
    const messages = lint(
      '/repo/api/areas/payments/payments/service.js',
      "import { lock } from '../../accounts/loan-locks/repo';\nconst c = () => import('../../cards/errors');\nexport { d } from '../../payments/../offers/settlement/service';\n",
    );
    expect(messages.map((m) => m.line)).toEqual([1, 2, 3]);
    expect(messages[0].message).toBe(
      "Another area's internals: import areas/accounts (its index.ts) instead (api/areas/accounts/loan-locks/repo)",
    );
  });

  it("allows another area's front door and the area's own internals", () => {
    const code =
      "import { a } from '../../accounts';\nimport { b } from '../../cards/index';\nimport { c } from '../refinance/gate';\nimport { d } from '../../../lib/errors';\n";
    expect(lint('/repo/api/areas/payments/payments/service.js', code)).toEqual([]);
  });

  it("allows another area's test kit from a test, a test kit or the testing helpers only", () => {
    const kit = "import { addCard } from '../../cards/test-kit';\n";
    expect(lint('/repo/api/areas/offers/settlement/settlement.test.js', kit)).toEqual([]);
    expect(lint('/repo/api/areas/offers/settlement/settlement-test-kit.js', kit)).toEqual([]);
    expect(
      lint(
        '/repo/api/testing/sign-in.js',
        "import { signIn } from '../areas/identity/test-kit';\n",
      ),
    ).toEqual([]);
    expect(lint('/repo/api/areas/offers/settlement/service.js', kit)[0].message).toContain(
      'its test kit is for tests only',
    );
  });

  it('holds files outside every area to the front doors, and lets the composition files import them', () => {
    expect(
      lint('/repo/api/app.js', "import { x } from './areas/identity/auth/kit';\n"),
    ).toHaveLength(1);
    expect(
      lint(
        '/repo/api/app.js',
        "import { x } from './areas/identity';\nimport { m } from './areas';\n",
      ),
    ).toEqual([]);
    expect(lint('/repo/api/areas/index.js', "import { x } from './identity';\n")).toEqual([]);
  });

  it('refuses any area import from plugins/ and jobs/', () => {
    const messages = lint(
      '/repo/api/plugins/authenticate.js',
      "import { x } from '../areas/identity';\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toContain('imports no area');
    expect(lint('/repo/api/jobs/runtime.js', "import type_ from '../areas/types';\n")).toHaveLength(
      1,
    );
    expect(
      lint(
        '/repo/api/plugins/authenticate.test.js',
        "import { signIn } from '../areas/identity/test-kit';\n",
      ),
    ).toEqual([]);
  });
});
