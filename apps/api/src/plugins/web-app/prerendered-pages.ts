/**
 * The public pages the web build prerendered (issue 11, decision 022): dist/.prerendered/pages.json lists their paths;
 * a page drawn per default brand lives in {brand}/{language}/, a page of its own brand (/{brand}/…) in _/{language}/.
 * The page's language is the request's (Accept-Language, as the client's first render picks it when nothing is stored).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BrandCode } from '@lender/domain';
import type { TLanguage } from '@lender/contract';
import { readWhenChanged } from './read-when-changed';

type PageKind = 'per-brand' | 'own';

export interface PrerenderedPages {
  /** whether the build prerendered a page for this path */
  has(pathname: string): boolean;
  /** the prerendered page's file for a path, or undefined when the path has none */
  file(pathname: string, defaultBrand: BrandCode, language: TLanguage): string | undefined;
}

const NONE: PrerenderedPages = { has: () => false, file: () => undefined };

export function prerenderedPages(distDir: string): PrerenderedPages {
  const dir = path.join(distDir, '.prerendered');
  const listPath = path.join(dir, 'pages.json');
  if (!existsSync(listPath)) return NONE;
  // a rebuild while the server runs writes a new list: read again when it changed
  const readPages = readWhenChanged(
    listPath,
    (text) => new Map(Object.entries(JSON.parse(text) as Record<string, PageKind>)),
  );
  const pages = () => readPages() ?? new Map<string, PageKind>();
  return {
    has: (pathname) => pages().has(pathname),
    file(pathname, defaultBrand, language) {
      const kind = pages().get(pathname);
      if (!kind) return undefined;
      const name = `${pathname === '/' ? '/index' : pathname}.html`;
      const file = path.join(dir, kind === 'own' ? '_' : defaultBrand, language, name);
      return existsSync(file) ? file : undefined;
    },
  };
}
