// A signed-in screen's page (issue 11, decision 032): the server sends index.html with the screen's whole module
// graph, its CSS and its locale chunk linked in the head, so they load in the same round as the app. Once the
// screen has drawn, the app's own loader has linked none of them again: it found them in the page.
import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

const moduleLinks = (page: Page) =>
  page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname).sort(),
    );

test("P1's Dashboard, loaded afresh, comes with all its modules linked in the page", async ({
  page,
}) => {
  await signIn(page, 'ana.tlxe@example.com');
  await expect(page).toHaveURL(/\/inl\/Accounts$/);

  const failed: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.status() !== 200)
      failed.push(response.url());
  });
  const response = await page.reload();
  const sent = [
    ...((await response?.text()) ?? '').matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ]
    .map((m) => m[1])
    .sort();
  expect(sent.some((href) => /\/assets\/Dashboard-[\w-]+\.js$/.test(href ?? ''))).toBe(true);

  await expect(page.getByRole('heading', { level: 2, name: 'Loan 10001-001' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const linked = await moduleLinks(page);
  for (const href of sent)
    expect(
      linked.filter((other) => other === href),
      href,
    ).toHaveLength(1);
  expect(failed).toEqual([]);
});
