import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own lint set-up (eslint.config.js), on a web source file and on a web test.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function restricted(code, filePath = 'apps/web/src/features/example/api.ts') {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

const factory = `import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../shared/http/client';
export const exampleKeys = { all: ['example'] as const };
export const exampleQuery = (id: string) =>
  queryOptions({ queryKey: [...exampleKeys.all, id] as const, queryFn: ({ signal }) => apiGet('/example', undefined as never, { query: { id }, signal }) });
export const useExample = (id: string) => useQuery({ ...exampleQuery(id), enabled: id !== '' });
export function useInvalidate(id: string) {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: exampleKeys.all }), client.setQueryData(exampleQuery(id).queryKey, ['a'])]);
}
`;

describe('web reads: one queryOptions factory each (no-restricted-syntax)', () => {
  // loading the set-up (typescript-eslint, the layer rule) takes seconds on a busy machine: once, before the tests
  beforeAll(() => eslint.calculateConfigForFile('apps/web/src/features/example/api.ts'), 60_000);

  it('passes a read through its factory, its key and a key-prefix helper', async () => {
    expect(await restricted(factory)).toEqual([]);
  });

  it('fails an inline useQuery, a fetcher outside a factory and hand-typed keys', async () => {
    const inline = `import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../shared/http/client';
import { exampleKeys } from './keys';
export const useExample = () => useQuery({ queryKey: exampleKeys.all, enabled: true });
export const useOther = () => useQuery({ queryKey: ['other'], queryFn: () => apiGet('/other', undefined as never) });
export function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['example'] }), client.getQueryData(['example', 'list'] as const)]);
}
`;
    // line 4: a queryKey in useQuery; line 5: that, its array and its fetcher; line 8: two hand-typed keys
    expect(await restricted(inline)).toEqual([4, 5, 5, 5, 8, 8]);
  });

  it('leaves tests free to build a query cache by hand', async () => {
    const test = `import { QueryClient } from '@tanstack/react-query';
new QueryClient().setQueryData(['documents'], []);
void new QueryClient().prefetchQuery({ queryKey: ['x'], queryFn: () => 1 });
`;
    expect(await restricted(test, 'apps/web/src/app/providers.test.tsx')).toEqual([]);
  });
});
