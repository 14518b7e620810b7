// Funds journey (issue 14; spec §9 maximum disburse cards 5, §3 card validations): P3 adds debit cards to receive
// her cash until she holds 5; then Get cash offers no more, says why, and a sixth is refused by the server with the
// reason (a form opened in another tab before the fifth was added). The cards added are removed at the end (Manage
// payment methods), so the other journeys find P3 with the cards she had.
// The server allows 10 card adds and removals per profile in 15 minutes, her seeded card counting: this file sorts
// after funds-get-cash, which leaves P3 a second card (••0002), so it needs 3 adds and 3 removals, not 4 and 4, and
// funds-slow can still add its card (1 + 1 + 6 + 1 changes in a run).
import { expect, test, type Page } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import {
  addDebitCard,
  openAddDebitCard,
  openDisburseCards,
  openGetCash,
  P3,
} from '../support/funds';
import { fillHostedCard, hostedForm, sessionHeaders } from '../support/payments';
import { signIn } from '../support/sign-in';

test.use({ geolocation: { latitude: 40.005, longitude: -83.009 }, permissions: ['geolocation'] });
test.describe.configure({ timeout: 150_000 });

/** Luhn-valid Visa numbers (the sandbox: every Visa is debit and approves), none of them P3's. */
const NEW_DEBIT_CARDS = [
  '4242 4242 4242 4242',
  '4012 8888 8888 1881',
  '4000 0566 5566 5556',
  '4005 5192 0000 0004',
];
const SIXTH_CARD = '4000 0000 0000 0077';
const LIMIT_NOTICE = 'You have the most debit cards allowed (5). Remove one to add another.';
const ADDED_ENDINGS = [...NEW_DEBIT_CARDS, SIXTH_CARD].map((number) => number.slice(-4));

const disburseCards = (page: Page) =>
  page.getByRole('group', { name: 'Your cards' }).getByRole('radio');

test.afterEach(async ({ page }) => {
  // whatever happened above: no card added here is left to P3 (the removal journey below does it through the UI)
  const headers = await sessionHeaders(page);
  const listed = await page.request.get('/api/cards', { headers });
  if (!listed.ok()) return;
  const { cards } = (await listed.json()) as { cards: { cardNumber: string; cardIds: unknown }[] };
  for (const card of cards.filter((c) => ADDED_ENDINGS.includes(c.cardNumber)))
    await page.request.delete('/api/cards', { headers, data: { cardIds: card.cardIds } });
});

test('P3 adds debit cards up to 5, is told why she can add no more, and a sixth is refused', async ({
  page,
  context,
}) => {
  await signIn(page, P3);
  await openGetCash(page);
  await openDisburseCards(page);
  const held = await disburseCards(page).count();
  expect(held).toBeLessThan(4);
  await page.goBack();
  for (const number of NEW_DEBIT_CARDS.slice(0, 4 - held)) await addDebitCard(page, number);

  // with 4 held, another tab opens the form for a card to receive funds
  const other = await context.newPage();
  await signIn(other, P3);
  await openGetCash(other);
  await openDisburseCards(other);
  await openAddDebitCard(other);
  await expect(hostedForm(other).getByLabel(/^Card number/)).toBeVisible();

  await addDebitCard(page, NEW_DEBIT_CARDS[4 - held] ?? '');
  await openDisburseCards(page);
  await expect(disburseCards(page)).toHaveCount(5);
  await expect(page.getByText(LIMIT_NOTICE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a debit card' })).toHaveCount(0);
  await expectAccessibleInBothLanguages(page);

  // the sixth, from the form the other tab opened earlier: the server refuses it, naming the rule
  await fillHostedCard(other, SIXTH_CARD);
  await expect(other.getByRole('alert')).toContainText(
    'You can have at most 5 debit cards that receive funds. Remove one to add another.',
  );
  await other.close();
  // the add screen opened directly says why instead of a form
  await page.goto(page.url().replace(/ManageDisburseMethod$/, 'AddDebitDisburseMethod'));
  await expect(page.getByText(LIMIT_NOTICE)).toBeVisible();
  await expect(hostedForm(page).getByLabel(/^Card number/)).toHaveCount(0);
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('link', { name: 'Choose one of your cards' }).click();
  await expect(disburseCards(page)).toHaveCount(5);

  // P3 removes the cards she added (Manage payment methods): Get cash offers to add one again
  await page.goto('/chs/PaymentMethods');
  for (const number of NEW_DEBIT_CARDS.slice(0, 5 - held)) {
    const name = `Remove Visa debit ending in ${number.slice(-4)}`;
    await page.getByRole('button', { name }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove this card?' })
      .getByRole('button', { name: 'Remove card' })
      .click();
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await openGetCash(page);
  await openDisburseCards(page);
  await expect(disburseCards(page)).toHaveCount(held);
  await expect(page.getByRole('link', { name: 'Add a debit card' })).toBeVisible();
});
