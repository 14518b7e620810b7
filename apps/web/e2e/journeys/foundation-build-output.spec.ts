// The built stylesheets (issue 11, decision 027): each style module's rules are written once, in the stylesheet of
// the chunk that holds it. Rolldown's inlining of small common chunks, were it to include chunks holding styles,
// makes Vite write a style module's CSS again from every copy (~80 KB of repeated rules over 28 stylesheets).
// What repeats today comes from CSS-module `composes` of another file (the button styles, ~25 KB over ten sheets).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '../support/test';

const assets = path.resolve(import.meta.dirname, '../../dist/assets');
const REPEATED_BYTES_BUDGET = 32_000;

test('no style rule is written again across the built stylesheets beyond the composed ones', () => {
  const filesOfRule = new Map<string, number>();
  const sheets = readdirSync(assets).filter((file) => file.endsWith('.css'));
  expect(sheets.length).toBeGreaterThan(1);
  for (const sheet of sheets) {
    const rules = new Set(
      readFileSync(path.join(assets, sheet), 'utf8').match(/[^{}]+\{[^{}]*\}/g) ?? [],
    );
    for (const rule of rules) filesOfRule.set(rule, (filesOfRule.get(rule) ?? 0) + 1);
  }
  const repeatedBytes = [...filesOfRule].reduce(
    (sum, [rule, files]) => sum + rule.length * (files - 1),
    0,
  );
  expect(repeatedBytes).toBeLessThan(REPEATED_BYTES_BUDGET);
});

// Decision 029: the page's only script runs the app after the first paint, so it must not import the app itself;
// the app's entry and its static graph are linked as low-priority modulepreloads (the stylesheets go first).
test("index.html's only script imports none of the app, which it links to run after the first paint", () => {
  const html = readFileSync(path.resolve(assets, '../index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/assets\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  expect(scripts).toHaveLength(1);
  const importsOf = (file: string) =>
    [...readFileSync(path.join(assets, file), 'utf8').matchAll(/from"\.\/([^"]+)"/g)].map(
      (m) => m[1]!,
    );
  // besides rolldown's runtime, only the early reads it starts (decision 034), which import nothing of the app either
  const imported = importsOf(scripts[0]!);
  expect(imported.every((file) => /^(rolldown-runtime|early-reads)-/.test(file))).toBe(true);
  const earlyReads = imported.find((file) => file.startsWith('early-reads-'));
  expect(earlyReads).toBeDefined();
  expect(importsOf(earlyReads!).every((file) => file.startsWith('rolldown-runtime-'))).toBe(true);
  const entry =
    /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/([^"]+)" data-app-entry>/.exec(
      html,
    )?.[1];
  expect(entry).toBeDefined();
  const shell = /from"\.\/([^"]+)"/.exec(readFileSync(path.join(assets, entry!), 'utf8'))?.[1];
  expect(html).toContain(`fetchpriority="low" href="/assets/${shell}"`);
  expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
});

// Decision 033: a screen paints (a public page hydrates) before zod is built — its answers' schemas load through a loader
// with the first answer, a write's before it is sent — so no module the server links for a screen (screens.json) holds
// zod (ReferCompleteProfile's form loads the contract's schema it checks with on submit).
test('no screen has zod among the modules linked for it', () => {
  const screens = JSON.parse(
    readFileSync(path.resolve(assets, '../.prerendered/screens.json'), 'utf8'),
  ) as { links: Record<string, Record<string, string>> };
  const linked = (screen: string) =>
    [
      ...(screens.links[screen]?.en ?? '').matchAll(
        /rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g,
      ),
    ].map((match) => match[1]!);
  const holdsZod = (file: string) =>
    (
      JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')) as { sources: string[] }
    ).sources.some((source) => source.includes('node_modules/zod/'));
  for (const screen of [
    'Dashboard',
    'AccountDetails',
    'ReviewPayment',
    'Register',
    'CustomerProfile',
  ]) {
    expect(
      linked(screen).some((file) => file.startsWith(`${screen}-`)),
      screen,
    ).toBe(true);
  }
  const withZod = Object.keys(screens.links).filter((screen) => linked(screen).some(holdsZod));
  expect(Object.keys(screens.links).length).toBeGreaterThan(90);
  expect(withZod).toEqual([]);
});

// Decision 035: React Router's package exports name only its development build; the build takes its production files.
test("the build ships React Router's production files, not its development build", () => {
  const sources = readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap(
      (file) =>
        (JSON.parse(readFileSync(path.join(assets, file), 'utf8')) as { sources: string[] })
          .sources,
    );
  const reactRouter = sources.filter((source) => source.includes('node_modules/react-router/'));
  expect(reactRouter.length).toBeGreaterThan(0);
  expect(reactRouter.every((source) => source.includes('react-router/dist/production/'))).toBe(
    true,
  );
});

// Decision 036: the app's start-up files begin with V8's compile hint, and the .br and .gz files the server sends are
// those same bytes (the hint is added after the compression plugin has written them, so they are written again).
test("the app's start-up files carry V8's compile hint, in their compressed copies too", () => {
  const html = readFileSync(path.resolve(assets, '../index.html'), 'utf8');
  const startUp = [
    ...html.matchAll(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/([^"]+)"/g,
    ),
  ].map((match) => match[1]!);
  expect(startUp.length).toBeGreaterThan(1);
  for (const file of startUp) {
    const code = readFileSync(path.join(assets, file));
    expect(code.toString('utf8').startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
    expect(
      brotliDecompressSync(readFileSync(path.join(assets, `${file}.br`))).equals(code),
      file,
    ).toBe(true);
    expect(gunzipSync(readFileSync(path.join(assets, `${file}.gz`))).equals(code), file).toBe(true);
  }
  const screen = readdirSync(assets).find((file) => /^Login-.*\.js$/.test(file))!;
  expect(
    readFileSync(path.join(assets, screen), 'utf8').startsWith('//# allFunctionsCalledOnLoad'),
  ).toBe(false);
});

/** The sources of a built script, by its source map (rolldown's runtime has none). */
function sourcesOf(file: string): string[] {
  const map = path.join(assets, `${file}.map`);
  return existsSync(map)
    ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
    : [];
}

/** The sources of every script Login's prerendered page links. */
function loginLinkedSources(): string[] {
  const login = readFileSync(path.resolve(assets, '../.prerendered/inl/en/index.html'), 'utf8');
  return [...login.matchAll(/rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g)].flatMap(
    (match) => sourcesOf(match[1]!),
  );
}

/** The sources of every script the build wrote. */
function builtSources(): string[] {
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => sourcesOf(file.slice(0, -'.map'.length)));
}

// Decision 027's correction: Login's passkey button calls the passkey library's support check, and its ceremonies load
// on the tap. The library's package.json does not declare its modules side-effect free; without vite.config.ts saying
// so, every module its index re-exports came with Login (a chunk initialises all it imports from, in order).
test("Login's page links the passkey library's support check, not its ceremonies, which load on the tap", () => {
  const linked = loginLinkedSources();
  const library = (module: string) => (source: string) =>
    source.includes(`node_modules/@simplewebauthn/browser/esm/${module}`);
  expect(linked.some(library('helpers/browserSupportsWebAuthn.js'))).toBe(true);
  expect(linked.filter(library('methods/'))).toEqual([]);
  expect(builtSources().filter(library('methods/start')).length).toBeGreaterThanOrEqual(2);
});

// Decision 040: the side menu's panel loads when the menu is first opened; no page's first visit carries it.
test("Login's page links the side menu, not its panel, which is built to load on the first open", () => {
  const linked = loginLinkedSources();
  const panel = (source: string) => source.endsWith('src/app/layout/sidebar-panel.tsx');
  expect(linked.some((source) => source.endsWith('src/app/layout/sidebar.tsx'))).toBe(true);
  expect(linked.filter(panel)).toEqual([]);
  expect(builtSources().filter(panel)).toHaveLength(1);
});

// Decision 087: every brand's Dashboard is drawn as a signed-in shell in both languages — never hydrated, shown only by
// its script — with her screen's heading and loading line and nothing of anyone's loans.
test("every brand's Dashboard is drawn as a signed-in shell in English and Spanish", () => {
  const prerendered = path.resolve(assets, '../.prerendered');
  const pages = JSON.parse(readFileSync(path.join(prerendered, 'pages.json'), 'utf8')) as Record<
    string,
    string
  >;
  const dashboards = Object.keys(pages).filter((page) => /^\/[a-z0-9]+\/Accounts$/.test(page));
  expect(dashboards).toHaveLength(8);
  for (const dashboard of dashboards) {
    expect(pages[dashboard], dashboard).toBe('own');
    for (const [language, heading, loading] of [
      ['en', 'My accounts', 'Loading your loans…'],
      ['es', 'Mis cuentas', 'Cargando sus préstamos…'],
    ] as const) {
      const page = readFileSync(path.join(prerendered, '_', language, `${dashboard}.html`), 'utf8');
      expect(page, `${dashboard} ${language}`).toContain('<div id="root" data-shell>');
      expect(page).not.toContain('data-prerendered');
      // the shell's script, in the head: it reads the tab's token and the session's saved state (a guest's is not shown)
      expect(page).toMatch(
        /<head>[\s\S]*<script>try\{[^<]*"session\.accessToken"[^<]*"session\.state"[^<]*<\/script>[\s\S]*<\/head>/,
      );
      expect(page).toContain(`>${heading}</h1>`);
      expect(page).toContain(`>${loading}</p>`);
      expect(page).not.toMatch(/Loan \d{5}-\d{3}/);
    }
  }
});
