/**
 * Build step of decision 029: index.html's only script is src/boot/start.ts; the app's entry, src/main.tsx
 * (an input of its own), is linked here as Vite would link an entry script — its stylesheets, the modulepreloads of
 * its static imports — but as `<link rel="modulepreload" data-app-entry>` instead of a script tag, which
 * paint-first runs after the first paint.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

const APP_ENTRY = /[\\/]src[\\/]main\.tsx$/;

/** The entry chunk's static graph (the entry last) and the stylesheets its chunks import, in the order Vite links them. */
export function staticGraph(bundle: OutputBundle, entry: OutputChunk) {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.includes(chunk.fileName)) return;
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
    scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  };
  visit(entry);
  return { scripts, styles: [...styles] };
}

/** The chunk of the app's entry, src/main.tsx. */
export function appEntryChunk(bundle: OutputBundle): OutputChunk {
  const entry = Object.values(bundle).find(
    (chunk): chunk is OutputChunk =>
      chunk.type === 'chunk' && chunk.isEntry && APP_ENTRY.test(chunk.facadeModuleId ?? ''),
  );
  if (!entry) throw new Error('paint-first: no entry chunk of src/main.tsx in the bundle');
  return entry;
}

export function paintFirst(): Plugin {
  return {
    name: 'paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const entry = appEntryChunk(bundle);
        const { scripts, styles } = staticGraph(bundle, entry);
        const linked = (file: string) => html.includes(`href="/${file}"`);
        const links = [
          ...scripts
            .filter((file) => !linked(file))
            .map(
              (file) =>
                `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}"${file === entry.fileName ? ' data-app-entry' : ''}>`,
            ),
          ...styles
            .filter((file) => !linked(file))
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ];
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
