/**
 * axe-core on a rendered screen in jsdom (the e2e journeys run it in Chromium, e2e/support/axe.ts): the WCAG 2.0–2.2
 * A and AA rules plus the experimental ones the app holds itself to; serious and critical violations fail. Rules
 * that need a layout jsdom has not (colour contrast, target size) are left to the journeys, and so is a frame's own
 * page (the signing page, the card form), which jsdom cannot reach into.
 */
import axe from 'axe-core';
import i18next from 'i18next';
import { act } from '@testing-library/react';
import { expect } from 'vitest';

const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'p-as-heading'];
const NEEDS_LAYOUT = ['color-contrast', 'target-size'];

async function seriousViolations(root: Element) {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: Object.fromEntries([
      ...EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]),
      ...NEEDS_LAYOUT.map((id) => [id, { enabled: false }]),
    ]),
    iframes: false,
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** No serious violation on the screen as it stands. */
export async function expectNoSeriousA11yViolations(label = ''): Promise<void> {
  const serious = await seriousViolations(document.body);
  expect(serious, `${label} ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** No serious violation in English nor in Spanish (the language is switched in place, then back to English). */
export async function expectAccessibleInBothLanguages(
  root: Element = document.body,
): Promise<void> {
  for (const language of ['en', 'es']) {
    await act(async () => {
      await i18next.changeLanguage(language);
    });
    const serious = await seriousViolations(root);
    expect(serious, `in ${language} ${JSON.stringify(serious, null, 2)}`).toEqual([]);
  }
  await act(async () => {
    await i18next.changeLanguage('en');
  });
}
