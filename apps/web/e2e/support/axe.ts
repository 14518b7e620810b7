import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { expectPageTruth } from './page-truth';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe's experimental rules we hold the app to as well (issue 17): an accessible name that starts with the
 * visible text, so voice control finds a control by what it shows (WCAG 2.5.3), and no bold paragraph posing
 * as a heading (WCAG 1.3.1).
 */
export const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'p-as-heading'] as const;

/** The serious and critical violations of axe-core (WCAG 2.0–2.2 A and AA, plus EXPERIMENTAL_RULES) on the page as it is. */
async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // once a document: the English and the Spanish pass of one screen share it
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (experimental) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      // from the top of the page: a control the test scrolled under the sticky header is covered only where the test
      // left the page, and axe's target-size would count it as a target too small (the borrower scrolls it out)
      const [x, y] = [window.scrollX, window.scrollY];
      window.scrollTo(0, 0);
      const result = await axe
        .run(document, {
          runOnly: {
            type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
          },
          rules: Object.fromEntries(experimental.map((id) => [id, { enabled: true }])),
        })
        .finally(() => window.scrollTo(x, y));
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    },
    [...EXPERIMENTAL_RULES],
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * No serious violation in this language, and (issue 48) nothing a borrower must not be shown: a UTC time, a raw id,
 * another person's date of birth (support/page-truth.ts) — every screen a journey checks with axe is read for both.
 */
async function expectNoneIn(page: Page, language: string): Promise<void> {
  const serious = await seriousViolations(page);
  expect(serious, `in ${language}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
  await expectPageTruth(page);
}

type Language = 'en' | 'es';
const shownLanguage = async (page: Page): Promise<Language> =>
  (await page.locator('html').getAttribute('lang')) === 'es' ? 'es' : 'en';

/**
 * Switch the page's language in place, as a choice made in another tab does (the app follows the `storage`
 * event of the stored choice, src/app/i18n.ts): the screen keeps its state, unlike a reload. `stored` is the
 * stored choice to leave behind (null: none, as before a first choice).
 */
async function switchInPlace(
  page: Page,
  language: Language,
  stored: string | null = language,
): Promise<void> {
  await page.evaluate(
    ([lang, keep]) => {
      localStorage.setItem('language', lang);
      window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: lang }));
      if (keep === null) localStorage.removeItem('language');
    },
    [language, stored] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // the texts re-render after the language change: two frames
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules and EXPERIMENTAL_RULES) on the current screen in the language it
 * shows and in the other one, switched in place and back, and fails on any serious or critical violation. The
 * source is evaluated through the DevTools protocol, which the app's strict CSP (script-src 'self') does not
 * block, so the page under test keeps its real headers.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const shown = await shownLanguage(page);
  const other: Language = shown === 'es' ? 'en' : 'es';
  const stored = await page.evaluate(() => localStorage.getItem('language'));
  await expectNoneIn(page, shown);
  await switchInPlace(page, other);
  await expectNoneIn(page, other);
  await switchInPlace(page, shown, stored);
}

/** The app in this language (the stored language choice), the page reloaded. */
export async function showIn(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** axe in English, then in Spanish from a reload (the first paint in Spanish), then back to English. */
export async function expectAccessibleInBothLanguages(page: Page): Promise<void> {
  await expectNoneIn(page, 'en');
  await showIn(page, 'es');
  await expectNoneIn(page, 'es');
  await showIn(page, 'en');
}
