/**
 * The preloads of a signed-in screen's page (decision 032): dist/.prerendered/screens.json, written by the web build,
 * maps each route path ('/inl/Accounts/:loanId') to its screen, and each screen and language to the <link> tags of its
 * module graph, CSS and locale chunks. The server adds them to index.html, so the screen's modules arrive in the same
 * round as the app's rather than after the app has started and asked for them.
 */
import path from 'node:path';
import type { TLanguage } from '@lender/contract';
import { readWhenChanged } from './read-when-changed';

interface ScreensFile {
  /** route path → screen */
  screens: Record<string, string>;
  /** screen → language → link tags */
  links: Record<string, Partial<Record<TLanguage, string>>>;
}

/**
 * The route of a path as the app's router matches it: the same path, or a pattern whose ':name' segments each stand
 * for one non-empty segment; the other segments in any letter case, and a trailing slash ignored (React Router's
 * defaults).
 */
export function routeOf(pathname: string, routes: readonly string[]): string | undefined {
  const segments = pathname
    .replace(/(.)\/$/, '$1')
    .toLowerCase()
    .split('/');
  return routes.find((route) => {
    const parts = route.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) =>
        part.startsWith(':') ? segments[i] !== '' : part.toLowerCase() === segments[i],
      )
    );
  });
}

/** The link tags of the screen of a path's route in a language; '' when the build wrote none for it. */
export function screenPreloads(distDir: string): (pathname: string, language: TLanguage) => string {
  const read = readWhenChanged(path.join(distDir, '.prerendered', 'screens.json'), (text) => {
    const file = JSON.parse(text) as ScreensFile;
    return { ...file, routes: Object.keys(file.screens) };
  });
  return (pathname, language) => {
    const file = read();
    if (!file) return '';
    const route = Object.hasOwn(file.screens, pathname) ? pathname : routeOf(pathname, file.routes);
    const screen = route === undefined ? undefined : file.screens[route];
    return (screen && file.links[screen]?.[language]) ?? '';
  };
}
