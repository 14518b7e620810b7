// Cards journeys (spec §2 PaymentMethods, §5 Adding a card, DESIGN.md §7 test cards): P1 opens
// manage payment methods from the menu, sees her saved Visa ••1111 and Mastercard ••4444 with MM/YY
// expiry, adds 4111 1111 1111 1111 through the processor's hosted form (the server keeps one card
// for the same card), adds and then removes another card, and meets the hosted form's own errors
// for a bad expiry. Every screen, and the hosted form inside it, is checked with axe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type FrameLocator, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillHostedCard, hostedForm } from '../support/payments';
import { signIn } from '../support/sign-in';
import { openMenu } from '../support/menu';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const P1 = 'ana.tlxe@example.com';

/**
 * axe on the page and inside the hosted form's frame (axe reads a frame only where it runs too), once the frame's
 * stylesheets have loaded: before, its inputs are the browser's small unstyled boxes (axe's target-size).
 */
async function expectAccessibleWithFrames(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    await frame.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ),
    );
    await frame.evaluate(axeSource);
  }
  await expectNoSeriousA11yViolations(page);
}

const savedCards = (page: Page) => page.getByRole('list', { name: 'Saved cards' });
const cardRow = (page: Page, name: string) =>
  savedCards(page).getByRole('listitem', { name, exact: true });

/** An expiry that is in the future: December, three years from now (the seeded cards' own). */
const seededExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function openManagePaymentMethods(page: Page): Promise<void> {
  await openMenu(page);
  await page.getByRole('link', { name: /Manage payment methods/ }).click();
  await expect(page).toHaveURL(/\/inl\/PaymentMethods$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Manage payment methods' }),
  ).toBeVisible();
}

async function openAddPaymentMethod(page: Page): Promise<FrameLocator> {
  await page.getByRole('link', { name: 'Add payment method' }).click();
  await expect(page).toHaveURL(/\/inl\/PaymentMethods\/AddPaymentMethod$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add payment method' })).toBeVisible();
  const form = hostedForm(page);
  await expect(form.getByRole('button', { name: 'Save card' })).toBeVisible();
  return form;
}

test('P1 sees her saved cards, adds a card through the hosted form and removes one', async ({
  page,
}) => {
  await signIn(page, P1);
  await openManagePaymentMethods(page);
  const visa = cardRow(page, 'Visa debit ending in 1111');
  const mastercard = cardRow(page, 'Mastercard credit ending in 4444');
  await expect(visa).toContainText('•••• 1111');
  await expect(visa).toContainText(`Expires ${seededExpiry()}`);
  await expect(mastercard).toContainText('•••• 4444');
  await expect(mastercard).toContainText(/Expires \d{2}\/\d{2}/);
  await expectNoSeriousA11yViolations(page);

  // the same card as the saved Visa: the server keeps one card, whatever the form returns
  await openAddPaymentMethod(page);
  await expectAccessibleWithFrames(page);
  await fillHostedCard(page, '4111 1111 1111 1111', seededExpiry());
  await expect(page).toHaveURL(/\/inl\/PaymentMethods$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Card ending in 1111 was added.' }),
  ).toBeVisible();
  await expect(visa).toHaveCount(1);
  await expect(mastercard).toHaveCount(1);

  // another Visa, listed, then removed after confirmation
  await openAddPaymentMethod(page);
  await fillHostedCard(page, '4000 0000 0000 0002', '06/35');
  await expect(page).toHaveURL(/\/inl\/PaymentMethods$/);
  const added = cardRow(page, 'Visa debit ending in 0002');
  await expect(added).toContainText('Expires 06/35');
  await expectNoSeriousA11yViolations(page);

  await added.getByRole('button', { name: 'Remove Visa debit ending in 0002' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this card?' });
  await expect(dialog).toContainText(
    'Visa debit ending in 0002 will no longer be available for payments.',
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remove card' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Card ending in 0002 was removed.' }),
  ).toBeVisible();
  await expect(added).toHaveCount(0);
  await expect(visa).toHaveCount(1);
  await expect(mastercard).toHaveCount(1);
  await page.reload();
  await expect(visa).toBeVisible();
  await expect(cardRow(page, 'Visa debit ending in 0002')).toHaveCount(0);
});

test('the hosted form rejects a bad expiry and nothing is saved', async ({ page }) => {
  await signIn(page, P1);
  await page.goto('/inl/PaymentMethods');
  await expect(savedCards(page).getByRole('listitem')).not.toHaveCount(0);
  const before = await savedCards(page).getByRole('listitem').count();

  const form = await openAddPaymentMethod(page);
  await fillHostedCard(page, '5555 5555 5555 4444', '13/40');
  await expect(form.getByRole('alert')).toContainText('Please correct the card details');
  await expect(form.getByLabel(/^(Expiry|Expiration) date/)).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await fillHostedCard(page, '5555 5555 5555 4444', '01/20');
  await expect(form.getByRole('alert')).toContainText(/expired/i);
  await expect(page).toHaveURL(/\/inl\/PaymentMethods\/AddPaymentMethod$/);
  await expectAccessibleWithFrames(page);

  await page.getByRole('link', { name: 'Back to payment methods' }).click();
  await expect(page).toHaveURL(/\/inl\/PaymentMethods$/);
  await expect(savedCards(page).getByRole('listitem')).toHaveCount(before);
});
