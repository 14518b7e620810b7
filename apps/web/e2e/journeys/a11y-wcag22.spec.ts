// Issue 52 (decision 061, docs/accessibility.md): WCAG 2.2's new AA criteria that axe cannot judge, on the money
// screens and sign-in, at 320 px wide and a short screen so every form scrolls under the sticky header.
// 2.4.11 focus not obscured: Tab forward and back through each form; the focused control is never under the header.
// 2.5.7 dragging: no control works only by a drag. 3.2.6 consistent help: the menu's help entries in the same order
// on every screen that has the menu. 3.3.7 redundant entry: the origination keeps the amount he typed when he comes
// back to it. 3.3.8 accessible authentication: sign-in and codes fill from a password manager or a paste, no puzzle.
import { expect, test } from '../support/test';
import { openMenu } from '../support/menu';
import { chooseOtherAmount, continueTo, openLoan, startPayment } from '../support/payments';
import { passTrustedDevice, signIn, submitLogin } from '../support/sign-in';
import {
  expectFocusNeverHidden,
  expectNoDragOnlyControls,
  expectPasteAllowed,
} from '../support/wcag22';

const P1 = 'ana.tlxe@example.com';
const P2 = 'ben.multi@example.com';
const P6 = 'frank.appraisal@example.com';
const A1 = '10001-001';

test.use({ viewport: { width: 320, height: 480 } });

test('sign-in: username and password fill from a password manager or a paste, the code too; focus never hidden', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email or phone number')).toHaveAttribute(
    'autocomplete',
    'username',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'autocomplete',
    'current-password',
  );
  await expectPasteAllowed(page, 'input[autocomplete="username"]');
  await expectPasteAllowed(page, 'input[autocomplete="current-password"]');
  // no puzzle, no character-by-character recall: the form has two fields, a tick box and buttons
  await expect(page.locator('main input:not([type="checkbox"])')).toHaveCount(2);
  await expectFocusNeverHidden(page, 8);
  await expectNoDragOnlyControls(page);
  // a new device: the code sent by email is taken from the phone's suggestion or a paste, never typed from memory
  await submitLogin(page, P2);
  let codeChecked = false;
  await passTrustedDevice(page, P2, {
    onScreen: async (screen) => {
      if (!/\/TrustedDevice\/Code$/.test(screen.url())) return;
      const code = screen.getByLabel('Verification code', { exact: true });
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toHaveAttribute('inputmode', 'numeric');
      await expectPasteAllowed(screen, 'input[autocomplete="one-time-code"]');
      await expectFocusNeverHidden(screen, 6);
      codeChecked = true;
    },
  });
  expect(codeChecked).toBe(true);
});

test('P1 pays: the amount, the card and the review, tabbed at 320 px, the focus never under the header; nothing to drag', async ({
  page,
}) => {
  await signIn(page, P1);
  await openLoan(page, 'inl', A1);
  await expectNoDragOnlyControls(page);
  await startPayment(page);
  await chooseOtherAmount(page, '20');
  await expectFocusNeverHidden(page, 8);
  await expectNoDragOnlyControls(page);
  await continueTo(page, /\/Payment\/SelectPaymentMethod$/);
  await page.getByRole('radio', { name: 'Visa debit ending in 1111' }).check();
  await expectFocusNeverHidden(page, 8);
  await continueTo(page, /\/Payment\/ReviewPayment$/);
  await expect(page.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
  await expectFocusNeverHidden(page, 6);
  await expectNoDragOnlyControls(page);
});

test('help in the same place: the menu lists its help entries in one order on every screen that has it', async ({
  page,
}) => {
  await signIn(page, P1);
  const orders: string[][] = [];
  for (const path of ['/inl/Accounts', '/inl/Offers', '/inl/Stores', '/ContactUs']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoDragOnlyControls(page);
    const menu = await openMenu(page);
    const entries = await menu.getByRole('navigation').getByRole('listitem').allInnerTexts();
    orders.push(entries.map((entry) => entry.replace('›', '').trim()));
    await page.keyboard.press('Escape');
  }
  // the menu leaves out the screen it is opened on (no "Contact us" on Contact us): the entries every screen's menu
  // has come in one order, the help entries among them wherever the screen is not itself the help
  const everywhere = orders[0]!.filter((entry) => orders.every((order) => order.includes(entry)));
  for (const order of orders)
    expect(order.filter((entry) => everywhere.includes(entry))).toEqual(everywhere);
  for (const order of orders.slice(0, 2))
    expect(order).toEqual(expect.arrayContaining(['Store locator', 'Contact us']));
  expect(orders[2]).toContain('Contact us');
  expect(orders[3]).toContain('Store locator');
});

test('P6 originates: the amount he typed is kept when he comes back to it; the form tabbed at 320 px', async ({
  page,
}) => {
  await signIn(page, P6);
  await page.goto('/tmx/Accounts');
  await page.getByRole('link', { name: 'Get my money' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/Amount\?/);
  const amount = page.getByRole('textbox', { name: 'Loan amount' });
  await amount.fill('1500');
  await expectFocusNeverHidden(page, 6);
  await expectNoDragOnlyControls(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/ChooseMethod\?/);
  await expectFocusNeverHidden(page, 8);
  await page.getByRole('link', { name: 'Change amount' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/Amount\?/);
  await expect(page.getByRole('textbox', { name: 'Loan amount' })).toHaveValue(/^1,500(\.00)?$/);
});
