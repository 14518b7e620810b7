// One lint set-up for the whole repository. The layer rules are local (eslint-rules/): they resolve
// relative imports themselves, so no module resolver with native bindings is needed.
// Architectural rules that fail the build (DESIGN.md §3, docs/ARCHITECTURE.md):
//  - a web feature importing another feature (features compose only in src/app);
//  - an API area importing another area's internals, or plugins/ and jobs/ importing any area (decision 048);
//  - a database import in an API route file, dev routes included (routes do HTTP; repositories do SQL);
//  - the database packages imported outside the API's repositories (repo.ts, *-repo.ts, repo/), db/ and the built-in
//    ledger (integrations/loan-systems/ledger: the loan systems' own storage);
//  - process.env read anywhere in the API but config.ts (the configuration hands its values in);
//  - a web read without its one queryOptions (the key beside its call).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import layers from './eslint-rules/layer-boundaries.js';
import areas from './eslint-rules/area-boundaries.js';

const featuresDir = 'apps/web/src/features';
const knownFeatures = [
  'auth',
  'accounts',
  'payments',
  'cards',
  'funds',
  'origination',
  'offers',
  'profile',
  'referral',
  'stores',
  'legal',
  'pwa',
];
const features = [
  ...new Set([
    ...knownFeatures,
    ...(existsSync(featuresDir)
      ? readdirSync(featuresDir, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
      : []),
  ]),
];

const webZones = [
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message:
      'A feature must not import another feature; move what is shared to src/shared or packages/domain.',
  })),
  {
    target: './apps/web/src/shared',
    from: './apps/web/src/features',
    message: 'shared/ must not depend on a feature.',
  },
  {
    target: './apps/web/src/shared',
    from: './apps/web/src/app',
    message: 'shared/ must not depend on the app layer.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'A feature must not import the app layer.',
  },
  { target: './packages', from: './apps', message: 'packages/* must not import the apps.' },
];

// One way to read in the web (issue 47): each API read is one `queryOptions` factory beside its fetcher, holding its key
// and its fetcher; hooks, loaders and invalidations use the factory (`xQuery(args)`, `xQuery(args).queryKey`) or a
// key-prefix helper exported beside it. Shown by eslint-rules/web-queries.test.js.
const IN_QUERY_OPTIONS = "CallExpression[callee.name='queryOptions'] > ObjectExpression > Property";
const LITERAL_ARRAY =
  ":matches(ArrayExpression, TSAsExpression[expression.type='ArrayExpression'], TSSatisfiesExpression[expression.type='ArrayExpression'])";
const KEY_METHODS =
  '/^(getQueryData|setQueryData|getQueryState|getQueriesData|setQueriesData|ensureQueryData|fetchQuery|prefetchQuery|invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries)$/';
const webQuerySyntax = [
  {
    selector:
      "CallExpression[callee.name=/^use(Suspense)?Query$/] > ObjectExpression > Property[key.name='queryKey']",
    message:
      "Read through the query's queryOptions factory: useQuery(xQuery(args)) or useQuery({ ...xQuery(args), enabled }), never a queryKey written here.",
  },
  {
    selector: `Property[key.name='queryFn']:not(${IN_QUERY_OPTIONS})`,
    message:
      "A query's fetcher is defined once, in its queryOptions factory beside the fetcher (its api file): use xQuery(args).",
  },
  {
    selector: `Property[key.name='queryKey'] > ${LITERAL_ARRAY}.value:not(${IN_QUERY_OPTIONS} > *)`,
    message:
      'A query key is written once, in its queryOptions factory: use xQuery(args).queryKey, or a key-prefix helper exported beside the factory.',
  },
  {
    selector: `CallExpression[callee.property.name=${KEY_METHODS}] > ${LITERAL_ARRAY}.arguments:first-child`,
    message:
      'A query key is written once, in its queryOptions factory: use xQuery(args).queryKey, or a key-prefix helper exported beside the factory.',
  },
];

/** The database packages: only repositories and db/ import them (and the routes none). */
const DATABASE_PACKAGES = ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'];
/** The API's tests and their helpers, which may build databases and read the test run's environment. */
const API_TEST_FILES = [
  '**/*.test.ts',
  '**/*test-kit.ts',
  'apps/api/src/testing/**',
  'apps/api/src/db/test-*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // builds copied aside for scripts/bench/compare-payments-builds.mjs
      '**/dist-*/**',
      'data/**',
      '**/coverage/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { layers, areas },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'layers/layer-boundaries': [
        'error',
        { root: fileURLToPath(new URL('.', import.meta.url)), zones: webZones },
      ],
      'areas/area-boundaries': [
        'error',
        {
          root: fileURLToPath(new URL('.', import.meta.url)),
          areas: './apps/api/src/areas',
          isolated: ['./apps/api/src/plugins', './apps/api/src/jobs'],
          testing: ['./apps/api/src/testing'],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-data.ts',
      '**/test-utils.tsx',
      'apps/web/src/test/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...webQuerySyntax] },
  },
  {
    // SQL only in repositories (issue 47): services, jobs, dev routes and adapters call a repo function.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      ...API_TEST_FILES,
      'apps/api/src/db/**',
      '**/repo.ts',
      '**/*-repo.ts',
      '**/repo/**',
      'apps/api/src/integrations/loan-systems/ledger/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: DATABASE_PACKAGES,
              message:
                "SQL lives in repositories: move the query into the module's repo (repo.ts or *-repo.ts) and call it.",
            },
          ],
        },
      ],
    },
  },
  {
    // The environment is read once, by config.ts (issue 47): hand its AppConfig values in where they are used.
    files: ['apps/api/src/**/*.ts'],
    ignores: [...API_TEST_FILES, 'apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Only config.ts reads the environment: add the setting to AppConfig and hand it in.',
        },
      ],
    },
  },
  {
    // A signed-in route is declared through signedIn(r, …), which types request.auth (decision 047): no `request.auth!`.
    files: ['apps/api/src/**/*.ts'],
    ignores: API_TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSNonNullExpression > MemberExpression[property.name='auth']",
          message:
            "Declare the route with signedIn(r, 'requireUser' | 'requireSession' | …): its request.auth is never undefined.",
        },
      ],
    },
  },
  {
    // Route files, dev routes included. A sandbox's own pages under integrations/ read that sandbox's storage.
    files: ['apps/api/src/**/*routes.ts', 'apps/api/src/**/routes/*.ts'],
    ignores: ['apps/api/src/integrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db', '**/db/**', '**/repo', '**/repo.ts', '**/*-repo', '**/*-repo.ts'],
              message: 'Routes do HTTP only: call a service, never the database or a repository.',
            },
            {
              group: DATABASE_PACKAGES,
              message: 'Routes do HTTP only: no database imports under routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'node:*',
              ],
              message: 'packages/* are pure: no React, Fastify, database or Node I/O.',
            },
          ],
        },
      ],
    },
  },
);
