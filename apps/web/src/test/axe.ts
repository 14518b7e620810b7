/**
 * axe-core on a rendered screen in jsdom (the e2e journeys run it in Chromium, e2e/support/axe.ts): the WCAG 2.0–2.2
 * A and AA rules plus the experimental ones the app holds itself to; serious and critical violations fail. Rules
 * that need a layout jsdom has not (colour contrast, target size) are left to the journeys.
 */
import axe from 'axe-core';
import { expect } from 'vitest';

const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'p-as-heading'];
const NEEDS_LAYOUT = ['color-contrast', 'target-size'];

export async function expectNoSeriousA11yViolations(label = ''): Promise<void> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: Object.fromEntries([
      ...EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]),
      ...NEEDS_LAYOUT.map((id) => [id, { enabled: false }]),
    ]),
  });
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious, `${label} ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
