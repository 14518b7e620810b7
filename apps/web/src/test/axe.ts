/**
 * axe-core on a rendered component in jsdom (the journeys run it in Chromium, e2e/support/axe.ts): the serious and
 * critical WCAG 2.0–2.2 A/AA violations of the screen as it stands, in English and then in Spanish. Colour contrast
 * is left to the journeys (jsdom does not lay out or paint).
 */
import axe from 'axe-core';
import i18next from 'i18next';
import { act } from '@testing-library/react';
import { expect } from 'vitest';

async function seriousViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
    // a frame's own page (the signing page, the card form) is not the app's, and jsdom cannot reach into it
    iframes: false,
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** No serious violation in English nor in Spanish (the language is switched in place, then back to English). */
export async function expectAccessibleInBothLanguages(
  root: Element = document.body,
): Promise<void> {
  for (const language of ['en', 'es']) {
    await act(async () => {
      await i18next.changeLanguage(language);
    });
    expect(await seriousViolations(root), `in ${language}`).toEqual([]);
  }
  await act(async () => {
    await i18next.changeLanguage('en');
  });
}
