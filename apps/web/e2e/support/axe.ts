import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules) on the current page and fails on any serious or
 * critical violation. The source is evaluated through the DevTools protocol, which the app's strict
 * CSP (script-src 'self') does not block, so the page under test keeps its real headers.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** The app in this language (the stored language choice), the page reloaded. */
export async function showIn(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** axe in English, then in Spanish, then back to English. */
export async function expectAccessibleInBothLanguages(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await showIn(page, 'es');
  await expectNoSeriousA11yViolations(page);
  await showIn(page, 'en');
}
