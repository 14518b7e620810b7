/** Tests only: lazy locale chunks that settle when the test says, for an i18next instance of the app. */
import type { ResourceKey } from 'i18next';
import type { LocaleLoaders } from '../app/i18n-resources';

interface PendingChunk {
  resolve: (bundle: ResourceKey) => void;
  reject: (error: Error) => void;
}

/** Loaders for `files` (language → namespaces); `requested` lists 'lng/ns' in request order. */
export function fakeLocaleChunks(files: Record<string, string[]>) {
  const requested: string[] = [];
  const pending = new Map<string, PendingChunk>();
  const loaders: Record<string, Record<string, () => Promise<ResourceKey>>> = {};
  for (const [language, namespaces] of Object.entries(files)) {
    for (const namespace of namespaces) {
      (loaders[language] ??= {})[namespace] = () =>
        new Promise((resolve, reject) => {
          requested.push(`${language}/${namespace}`);
          pending.set(`${language}/${namespace}`, { resolve, reject });
        });
    }
  }
  /** Deliver the bundle of a requested file, or fail it when no bundle is given. */
  const settle = (file: string, bundle?: ResourceKey) => {
    const chunk = pending.get(file);
    if (!chunk) throw new Error(`${file} was not requested`);
    if (bundle) chunk.resolve(bundle);
    else chunk.reject(new Error(`${file} failed`));
  };
  return { loaders: loaders as LocaleLoaders, requested, settle };
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
