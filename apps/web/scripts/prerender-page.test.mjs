import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHtml, screenAssets, screenPreloads } from './prerender-page.mjs';

// a build manifest in the shape Vite writes it: the entry, a screen importing two shared chunks, locale chunks
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/features/auth/screens/Login.tsx': {
    file: 'assets/Login-1.js',
    imports: ['index.html', '_form-1.js', '_field-1.js'],
    css: ['assets/login-1.css'],
  },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_field-1.js'] },
  '_field-1.js': { file: 'assets/field-1.js', css: ['assets/field-1.css'] },
  'src/features/auth/locales/es.json': { file: 'assets/es-auth.js' },
  // a screen another module also imports statically: the bundler makes it a shared chunk named after it
  '_Amount-1.js': { file: 'assets/Amount-1.js', name: 'Amount', imports: ['_field-1.js'] },
  'src/shared/i18n/locales/es.json': { file: 'assets/es-shell.js' },
};

describe('screenAssets', () => {
  it("lists the screen's whole module graph and its CSS once each, not the entry", () => {
    expect(screenAssets(manifest, 'Login', ['auth'], 'en')).toEqual({
      scripts: ['assets/Login-1.js', 'assets/form-1.js', 'assets/field-1.js'],
      styles: ['assets/login-1.css', 'assets/field-1.css'],
    });
  });

  it('adds the locale chunks of the language when they are their own chunks', () => {
    expect(screenAssets(manifest, 'Login', ['auth'], 'es').scripts).toEqual([
      'assets/Login-1.js',
      'assets/form-1.js',
      'assets/field-1.js',
      'assets/es-shell.js',
      'assets/es-auth.js',
    ]);
  });

  it('finds a screen the bundler made a shared chunk by its name', () => {
    expect(screenAssets(manifest, 'Amount', [], 'en')).toEqual({
      scripts: ['assets/Amount-1.js', 'assets/field-1.js'],
      styles: ['assets/field-1.css'],
    });
  });

  it('fails the build for a screen the manifest does not have', () => {
    expect(() => screenAssets(manifest, 'Nowhere', [], 'en')).toThrow(/Nowhere/);
  });
});

/** the build's files a page writes in: its stylesheets */
const ASSETS = {
  'assets/a.css': '.a{color:red}',
  'assets/shell.css': '.shell{}',
  'assets/login.css': '.login{}',
};
const readAsset = (file) => {
  if (!(file in ASSETS)) throw new Error(`no ${file} in the test's build`);
  return ASSETS[file];
};

describe('pageHtml', () => {
  const template =
    '<!doctype html><html lang="en"><head><title>My Account</title></head><body><div id="root"></div></body></html>';
  /** a page of `shell` with nothing of its own but what `page` names */
  const render = (shell, page = {}) =>
    pageHtml(shell, {
      marker: '[]',
      html: '',
      language: 'en',
      assets: { scripts: [], styles: [] },
      title: 't',
      readAsset,
      ...page,
    });

  it('writes the language, the preloads, the marker and the markup; forms post', () => {
    const html = pageHtml(template, {
      marker: '["/","es","inl"]',
      html: '<form class="f" novalidate=""><input name="password"></form><form method="get"></form>',
      language: 'es',
      assets: { scripts: ['assets/a.js'], styles: ['assets/a.css'] },
      title: 'Iniciar sesión · Tom & <Co>',
      readAsset,
    });
    expect(html).toContain('<html lang="es">');
    // the screen's title, not the template's generic one, escaped
    expect(html).toContain('<title>Iniciar sesión · Tom &amp; &lt;Co></title>');
    expect(html).not.toContain('My Account');
    // its styles in the page, the stylesheet's link disabled; its modules held until its paint (decision 086)
    expect(html).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled><template id="after-paint"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a.js"></template></head>',
    );
    expect(html).toContain(
      '<div id="root" data-prerendered="[&quot;/&quot;,&quot;es&quot;,&quot;inl&quot;]"><form method="post" class="f"',
    );
    // a form that names its method keeps it
    expect(html).toContain('<form method="get">');
  });

  it('does not link again what index.html links already', () => {
    const shell = template.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/shell.js"><link rel="stylesheet" crossorigin href="/assets/shell.css"></head>',
    );
    const html = render(shell, {
      assets: {
        scripts: ['assets/shell.js', 'assets/login.js'],
        styles: ['assets/shell.css', 'assets/login.css'],
      },
    });
    expect(html.match(/assets\/shell\.js/g)).toHaveLength(1);
    expect(html.match(/assets\/shell\.css/g)).toHaveLength(1);
    expect(html).toContain(
      '<style>.login{}</style><link rel="stylesheet" crossorigin href="/assets/login.css" disabled><template id="after-paint"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/login.js"></template></head>',
    );
  });

  it("keeps the notice of a page whose script does not run in the page's language only (decision 043)", () => {
    const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
    const notice = (html) =>
      /<div id="page-not-started" class="page-not-started" role="alert">[\s\S]*?<\/div>/.exec(
        html,
      )?.[0];
    // the page that is not prerendered (a signed-in screen) holds both: the server does not know which the app will show
    expect(notice(indexHtml)).toContain(
      '<p lang="en"><strong>This page didn\'t finish loading.</strong>',
    );
    expect(notice(indexHtml)).toContain(
      '<p lang="es"><strong>Esta página no terminó de cargarse.</strong>',
    );
    const page = (language) => render(indexHtml, { html: '<h1>Sign in</h1>', language });
    const spanish = notice(page('es'));
    expect(spanish).toContain('<a href="">Volver a cargar</a></p>');
    expect(spanish).not.toContain('lang="en"');
    const english = notice(page('en'));
    expect(english).toContain('<a href="">Reload</a></p>');
    expect(english).not.toContain('lang="es"');
    // after the root, outside what the app hydrates
    expect(page('en').indexOf('id="page-not-started"')).toBeGreaterThan(
      page('en').indexOf('<h1>Sign in</h1></div>'),
    );
  });

  it('refuses a template without the empty root', () => {
    expect(() => render('<html lang="en"><head></head><body></body></html>')).toThrow(/root/);
  });

  it("holds the app's entry and shell with the screen's modules; the page's own script and what it imports load at once", () => {
    const shell = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/early-reads-1.js"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/main-1.js" data-app-entry><link rel="stylesheet" crossorigin href="/assets/shell.css"></head>',
    );
    const html = render(shell, {
      html: '<h1>Sign in</h1>',
      assets: { scripts: ['assets/login.js'], styles: [] },
    });
    const [head, held] = html.split('<template id="after-paint">');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/early-reads-1.js">',
    );
    expect(head).toContain(
      '<style>.shell{}</style><link rel="stylesheet" crossorigin href="/assets/shell.css" disabled>',
    );
    expect(head).not.toContain('main-1.js');
    expect(held).toMatch(
      /^<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/main-1.js" data-app-entry><link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/login.js"><\/template><\/head>/,
    );
  });

  it('fails the build for a stylesheet that would end its <style> early', () => {
    expect(() =>
      render(template, {
        assets: { scripts: [], styles: ['assets/bad.css'] },
        readAsset: () => 'a{}</style><script>',
      }),
    ).toThrow(/bad\.css/);
  });

  it('writes a signed-in shell with its script and a root that no client hydrates (decision 087)', () => {
    const html = render(template, {
      html: '<h1>My accounts</h1>',
      assets: { scripts: ['assets/a.js'], styles: [] },
      shellScript: 'window.s=1',
    });
    expect(html).toContain('<div id="root" data-shell><h1>My accounts</h1></div>');
    expect(html).not.toContain('data-prerendered');
    // in the head, before the body is parsed; the app's modules still held until its paint
    expect(html).toContain('<script>window.s=1</script><template id="after-paint">');
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build for a shell script that would end its <script> early', () => {
    expect(() => render(template, { shellScript: 'a</script><b>' })).toThrow(/shell script/);
  });
});

describe('screenPreloads', () => {
  const template = '<head><link rel="modulepreload" crossorigin href="/assets/field-1.js"></head>';

  it('maps each route to its screen and each screen to its links per language, without what index.html links', () => {
    const routes = [
      { path: '/inl/Login', screen: 'Login', namespaces: ['auth'] },
      { path: '/tmx/Login', screen: 'Login', namespaces: ['auth'] },
      { path: '/inl/Amount/:id', screen: 'Amount', namespaces: [] },
    ];
    const preloads = screenPreloads(template, manifest, routes, ['en', 'es']);
    expect(preloads.screens).toEqual({
      '/inl/Login': 'Login',
      '/tmx/Login': 'Login',
      '/inl/Amount/:id': 'Amount',
    });
    expect(Object.keys(preloads.links)).toEqual(['Login', 'Amount']);
    expect(preloads.links.Amount.en).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/field-1.css"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Amount-1.js">',
    );
    expect(preloads.links.Login.es).toContain('href="/assets/es-auth.js"');
    expect(preloads.links.Login.en).not.toContain('es-auth.js');
    expect(preloads.links.Login.en).not.toContain('href="/assets/field-1.js"');
  });
});
