/**
 * The build takes React Router's production files. Its package exports name only its development build, for every
 * condition (remix-run/react-router#12532, #14102: "intended to be temporary"), so a Vite build shipped the
 * development one — its dev warnings on, and their checks run on every route match — while React itself ships its
 * production build. `vite dev` keeps the development build and its warnings.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    config: (_config, { command }) =>
      command === 'build'
        ? {
            resolve: {
              alias: [
                {
                  find: /^react-router$/,
                  replacement: join(packageDir, 'dist/production/index.mjs'),
                },
                {
                  find: /^react-router\/dom$/,
                  replacement: join(packageDir, 'dist/production/dom-export.mjs'),
                },
              ],
            },
          }
        : undefined,
  };
}
