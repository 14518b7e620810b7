// The rest of the spec (issue 49, decision 060): the brand's help video where help is offered (ContactUs, from the
// menu) opening in a new tab with its captions named; the debug menu's test-message triggers, which this
// (non-production) server turns on. Every screen checked with axe in English and Spanish.
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages, expectNoSeriousA11yViolations } from '../support/axe';
import { openMenu } from '../support/menu';
import { signIn } from '../support/sign-in';

test('P1 finds the help video on Contact us, in a new tab with its captions named', async ({
  page,
}) => {
  await signIn(page, 'ana.tlxe@example.com');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const help = page.getByRole('region', { name: 'Help video' });
  const watch = help.getByRole('link', {
    name: 'Watch how to use the app (opens in a new tab)',
  });
  await expect(watch).toHaveAttribute('href', 'https://inl.app.example/help/video');
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(help).toContainText('Captions: English, Spanish.');
  await expectAccessibleInBothLanguages(page);
});

test('outside production the menu has the debug menu, whose triggers show test messages', async ({
  page,
}) => {
  await signIn(page, 'ana.tlxe@example.com');
  const menu = await openMenu(page);
  await menu.getByText('Debug (test environment)').click();
  await menu.getByRole('button', { name: 'Show a test status message' }).click();
  await expect(page.getByTestId('live-status')).toHaveText(
    'Test status message: everything is fine.',
  );
  await menu.getByRole('button', { name: 'Show a test error message' }).click();
  await expect(menu.getByRole('alert')).toContainText('Test error message');
  await expect(
    menu.getByRole('link', {
      name: 'Open the outbox of test emails and texts (opens in a new tab)',
    }),
  ).toHaveAttribute('href', '/dev/outbox');
  await expectNoSeriousA11yViolations(page);
});
