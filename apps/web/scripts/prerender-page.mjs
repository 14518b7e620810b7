// The pure parts of the prerender (scripts/prerender.mjs): what a page's head must load, and the page's HTML.

/**
 * The manifest entry of a screen's module: src/…/screens/{screen}.tsx, or, when another module also imports it
 * statically (so the bundler made it a shared chunk), the chunk named after it.
 */
function screenEntryKey(manifest, screen) {
  const keys = Object.keys(manifest);
  return (
    keys.find((key) => key.endsWith(`/screens/${screen}.tsx`)) ??
    keys.find(
      (key) => key.startsWith('_') && manifest[key].name === screen && !manifest[key].isEntry,
    )
  );
}

/** The locale file of a namespace in a language (app/i18n-resources.ts names them), when it is its own chunk. */
function localeKeys(manifest, namespaces, language) {
  const folders = {
    translation: 'shared/i18n',
    cardsShared: 'shared/cards',
    riskInfoShared: 'shared/risk-info',
  };
  return ['translation', ...namespaces]
    .map(
      (namespace) =>
        `src/${folders[namespace] ?? `features/${namespace}`}/locales/${language}.json`,
    )
    .filter((key) => manifest[key]);
}

/**
 * The screen's module graph (its chunk and every chunk it imports, not the entry, which index.html loads already),
 * the CSS of those chunks, and its locale chunks: all to be fetched at once with the HTML.
 */
export function screenAssets(manifest, screen, namespaces, language) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = screenEntryKey(manifest, screen);
  if (!entry) throw new Error(`no chunk for the screen ${screen} in the build manifest`);
  visit(entry);
  for (const key of localeKeys(manifest, namespaces, language)) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The <link> tags of a screen's assets that index.html does not link already: its stylesheets, then its modules. */
export function preloadLinks(template, assets) {
  const linked = (file) => template.includes(`href="/${file}"`);
  return [
    ...assets.styles
      .filter((file) => !linked(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
  ].join('');
}

/**
 * What the server adds to index.html for a page it has no prerendered HTML of (a signed-in screen, decision 032):
 * each route's screen, and per screen and language the links of its module graph, CSS and locale chunks — so the
 * screen's modules arrive in the same round as the app's, not after it has started.
 */
export function screenPreloads(template, manifest, routes, languages) {
  const screens = {};
  const links = {};
  for (const { path, screen, namespaces } of routes) {
    screens[path] = screen;
    links[screen] ??= Object.fromEntries(
      languages.map((language) => [
        language,
        preloadLinks(template, screenAssets(manifest, screen, namespaces, language)),
      ]),
    );
  }
  return { screens, links };
}

const escapeAttribute = (value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The notice index.html holds for a page whose script does not run (src/boot/page-not-started.ts), with only the
 * paragraph of the page's language (index.html has one per language).
 */
export function noticeInLanguage(template, language) {
  return template.replace(/<div id="page-not-started"[^>]*>[\s\S]*?<\/div>/, (notice) =>
    notice.replace(/\s*<p lang="([a-z]+)">[\s\S]*?<\/p>/g, (paragraph, lang) =>
      lang === language ? paragraph : '',
    ),
  );
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
const APP_MODULE =
  /<link rel="modulepreload" crossorigin fetchpriority="low" href="[^"]+"(?: data-app-entry)?>/g;

/**
 * A drawn page's stylesheets written into it (decision 086): its paint waits for no request but the HTML. Each
 * stylesheet's link stays, disabled (never fetched), so the app's chunk loader, which looks for a stylesheet's link
 * before it adds one, does not fetch it again; the server allows each <style> by its hash (Content-Security-Policy).
 */
export function inlineStyles(html, readAsset) {
  return html.replace(STYLESHEET, (link, file) => {
    const css = readAsset(file);
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be written into a <style>`);
    return `<style>${css}</style>${link.replace(/>$/, ' disabled>')}`;
  });
}

/**
 * The app's modules of a drawn page (its entry, the shell, the screen's graph: the low-priority modulepreloads) held
 * in an inert template, which the page's script links once the paint is on screen (src/boot/paint-first.ts).
 */
export function holdAppModules(html) {
  const held = html.match(APP_MODULE) ?? [];
  if (held.length === 0) return html;
  return html
    .replace(APP_MODULE, '')
    .replace('</head>', () => `<template id="after-paint">${held.join('')}</template></head>`);
}

/**
 * index.html with the page's language, title, preloads, stylesheets and markup; its forms post; the notice of a page
 * whose script does not run in its language only. A file index.html links already (the shell's chunk and stylesheet)
 * is not linked again. Its styles are written in and its app's modules held until its paint (decision 086);
 * `readAsset` reads a build file (`assets/…`). A public page's root carries its marker (hydrated when the client's
 * first render is the same); a signed-in shell's (`shellScript` given, decision 087) says `data-shell` and the page
 * holds that script, which shows the shell in a tab with a session.
 */
export function pageHtml(
  template,
  { marker, html, language, assets, title, readAsset, shellScript },
) {
  const links = preloadLinks(template, assets);
  const markup = html.replace(/<form(?=[\s>])(?![^>]*\smethod=)/g, '<form method="post"');
  if (shellScript !== undefined && /<\/script/i.test(shellScript))
    throw new Error('the shell script cannot be written into a <script>');
  const script = shellScript === undefined ? '' : `<script>${shellScript}</script>`;
  const root =
    shellScript === undefined ? `data-prerendered="${escapeAttribute(marker)}"` : 'data-shell';
  let drawn = false;
  const replaced = noticeInLanguage(template, language)
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(title)}</title>`)
    .replace('</head>', `${script}${links}</head>`)
    .replace('<div id="root"></div>', () => {
      drawn = true;
      return `<div id="root" ${root}>${markup}</div>`;
    });
  if (!drawn) throw new Error('index.html has no empty <div id="root"></div>');
  return holdAppModules(inlineStyles(replaced, readAsset));
}
