/** The runtime default brand: index.html gets the build's default brand, its theme colour and icons, the brands' application pages and their apps. */
import { START_UP_ANSWERS_ELEMENT_ID, type TStartUpAnswers } from '@lender/contract';
import type { BrandCode } from '@lender/domain';

export interface BrandLook {
  code: BrandCode;
  displayName: string;
  theme: { primary: string; primaryContrast: string; accent: string; background: string };
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Replace the content attribute of every <meta name="{name}" …> tag, whatever the attribute order. */
export function setMetaContent(html: string, name: string, content: string): string {
  const tag = new RegExp(`<meta\\b[^>]*\\bname=["']${name}["'][^>]*>`, 'gi');
  return html.replace(tag, (match) =>
    /\bcontent=["'][^"']*["']/i.test(match)
      ? match.replace(/\bcontent=["'][^"']*["']/i, `content="${escapeAttribute(content)}"`)
      : match.replace(/\s*\/?>$/, ` content="${escapeAttribute(content)}">`),
  );
}

export function brandIndexHtml(
  html: string,
  brand: BrandCode,
  themeColor: string | undefined,
  applyUrls: Partial<Record<BrandCode, string>> = {},
  appUrls: Partial<Record<BrandCode, string>> = {},
  debugMenu = false,
): string {
  const withBrand = setMetaContent(
    setMetaContent(
      setMetaContent(
        setMetaContent(html, 'app-default-brand', brand),
        'app-apply-urls',
        JSON.stringify(applyUrls),
      ),
      'app-brand-apps',
      JSON.stringify(appUrls),
    ),
    'app-debug-menu',
    debugMenu ? 'true' : 'false',
  );
  const themed = themeColor ? setMetaContent(withBrand, 'theme-color', themeColor) : withBrand;
  return withBrandIcons(themed, brand);
}

/**
 * The page's tab and home-screen icons (`rel="icon"`, `rel="apple-touch-icon"`) in the default brand's own, as the
 * web manifest's are: the build links one brand's, and a browser adding the page to a home screen takes that one.
 */
export function withBrandIcons(html: string, brand: BrandCode): string {
  return html.replace(
    /(<link rel="(?:icon|apple-touch-icon)" href="\/icons\/)[a-z0-9]+(-\d+\.png")/g,
    (_link, start: string, end: string) => `${start}${brand}${end}`,
  );
}

/**
 * The page's brand's colours as a style rule before </head> (decision 087): a page paints before the app applies its
 * brand's theme, so without it every brand's page was drawn first in the stylesheet's (the build's default brand's).
 * `rule` is `themeRule` of a resolved theme: hex colours only.
 */
export function withThemeRule(html: string, rule: string): string {
  return html.replace('</head>', () => `<style>${rule}</style></head>`);
}

/** The preload links of the page's screen (decision 032) before </head>. */
export function withScreenLinks(html: string, links: string): string {
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}

/**
 * The start-up answers as a JSON script element before </head> (decision 028). `<` is written as \u003c, so no value
 * can close the element or open a comment; JSON.parse reads it back unchanged.
 */
export function withStartUpAnswers(html: string, answers: TStartUpAnswers | undefined): string {
  if (!answers) return html;
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${START_UP_ANSWERS_ELEMENT_ID}">${json}</script>`;
  return html.replace('</head>', () => `${element}</head>`);
}

/** The web app manifest of the default brand (spec §1 PWA). */
export function brandManifest(brand: BrandLook) {
  const icon = (size: number, purpose?: string) => ({
    src: `/icons/${brand.code}-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    ...(purpose ? { purpose } : {}),
  });
  return {
    id: '/',
    name: brand.displayName,
    short_name: brand.displayName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.theme.primary,
    background_color: brand.theme.background,
    icons: [icon(192), icon(512), icon(192, 'maskable'), icon(512, 'maskable')],
  };
}

/** Shown when the web app has not been built yet. */
export const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then restart the server.
The API is served under <a href="/api/docs">/api/docs</a>.</p></body></html>
`;
