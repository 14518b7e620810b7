// One lint set-up for the whole repository. The layer rules are local (eslint-rules/): they resolve
// relative imports themselves, so no module resolver with native bindings is needed.
// Architectural rules that fail the build (DESIGN.md §3, docs/ARCHITECTURE.md):
//  - a web feature importing another feature (features compose only in src/app);
//  - an API area importing another area's internals, or plugins/ and jobs/ importing any area (decision 048);
//  - a database import in an API route file (routes do HTTP; repositories do SQL);
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
const knownFeatures = ['auth', 'accounts', 'payments', 'cards', 'funds', 'origination', 'offers', 'profile', 'referral', 'stores', 'legal', 'pwa'];
const features = [
  ...new Set([
    ...knownFeatures,
    ...(existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []),
  ]),
];

const webZones = [
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'A feature must not import another feature; move what is shared to src/shared or packages/domain.',
  })),
  { target: './apps/web/src/shared', from: './apps/web/src/features', message: 'shared/ must not depend on a feature.' },
  { target: './apps/web/src/shared', from: './apps/web/src/app', message: 'shared/ must not depend on the app layer.' },
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'A feature must not import the app layer.' },
  { target: './packages', from: './apps', message: 'packages/* must not import the apps.' },
];

// One way to read in the web (issue 47): each API read is one `queryOptions` factory beside its fetcher, holding its key
// and its fetcher; hooks, loaders and invalidations use the factory (`xQuery(args)`, `xQuery(args).queryKey`) or a
// key-prefix helper exported beside it. Shown by eslint-rules/web-queries.test.js.
const IN_QUERY_OPTIONS = "CallExpression[callee.name='queryOptions'] > ObjectExpression > Property";
const LITERAL_ARRAY = ":matches(ArrayExpression, TSAsExpression[expression.type='ArrayExpression'], TSSatisfiesExpression[expression.type='ArrayExpression'])";
const KEY_METHODS = '/^(getQueryData|setQueryData|getQueryState|getQueriesData|setQueriesData|ensureQueryData|fetchQuery|prefetchQuery|invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries)$/';
const webQuerySyntax = [
  {
    selector: "CallExpression[callee.name=/^use(Suspense)?Query$/] > ObjectExpression > Property[key.name='queryKey']",
    message: 'Read through the query\'s queryOptions factory: useQuery(xQuery(args)) or useQuery({ ...xQuery(args), enabled }), never a queryKey written here.',
  },
  {
    selector: `Property[key.name='queryFn']:not(${IN_QUERY_OPTIONS})`,
    message: 'A query\'s fetcher is defined once, in its queryOptions factory beside the fetcher (its api file): use xQuery(args).',
  },
  {
    selector: `Property[key.name='queryKey'] > ${LITERAL_ARRAY}.value:not(${IN_QUERY_OPTIONS} > *)`,
    message: 'A query key is written once, in its queryOptions factory: use xQuery(args).queryKey, or a key-prefix helper exported beside the factory.',
  },
  {
    selector: `CallExpression[callee.property.name=${KEY_METHODS}] > ${LITERAL_ARRAY}.arguments:first-child`,
    message: 'A query key is written once, in its queryOptions factory: use xQuery(args).queryKey, or a key-prefix helper exported beside the factory.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/coverage/**', 'apps/api/src/db/migrations/**', 'test-results/**', 'playwright-report/**', 'apps/web/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { layers, areas },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'layers/layer-boundaries': ['error', { root: fileURLToPath(new URL('.', import.meta.url)), zones: webZones }],
      'areas/area-boundaries': [
        'error',
        { root: fileURLToPath(new URL('.', import.meta.url)), areas: './apps/api/src/areas', isolated: ['./apps/api/src/plugins', './apps/api/src/jobs'], testing: ['./apps/api/src/testing'] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-data.ts', '**/test-utils.tsx', 'apps/web/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...webQuerySyntax] },
  },
  {
    files: ['apps/api/src/areas/**/routes.ts', 'apps/api/src/areas/**/routes/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db', '**/db/**', '**/repo', '**/repo.ts', '**/*-repo', '**/*-repo.ts'], message: 'Routes do HTTP only: call a service, never the database or a repository.' },
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'Routes do HTTP only: no database imports under routes.' },
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
        { patterns: [{ group: ['react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*'], message: 'packages/* are pure: no React, Fastify, database or Node I/O.' }] },
      ],
    },
  },
);
