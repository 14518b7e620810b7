// A signed guest-payment link (hardening finding 7, screens issue): the guest sees the guest menu only (the
// payment of its loan, contact us, sign in, leave; the payment screens show a back button, Contact us and the
// confirmation show the menu) and keeps its session on a reload; the link works once, so opening it again (a
// new tab has no session) lands on Login asking to sign in or to ask for a new link. Axe in English and Spanish.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { guestLinkPath } from '../support/payments';
import { phoneIn } from '../support/location';

// the payment's location check (gpsCheckPayment, on by default): A1's store is in Houston
test.use(phoneIn('houston'));

interface Texts {
  openMenu: string;
  menu: string;
  entries: string[];
  linkUsed: string;
  newLink: string;
}

const ENGLISH: Texts = {
  openMenu: 'Open menu',
  menu: 'Menu',
  entries: ['Pay this loan', 'Contact us', 'Sign in', 'Leave'],
  linkUsed: 'This link was already used.',
  newLink: 'Ask for a new link',
};
const SPANISH: Texts = {
  openMenu: 'Abrir menú',
  menu: 'Menú',
  entries: ['Pagar este préstamo', 'Contáctenos', 'Iniciar sesión', 'Salir'],
  linkUsed: 'Este enlace ya se usó.',
  newLink: 'Pedir un enlace nuevo',
};

const A1_PAYMENT = /\/inl\/Accounts\/a0000000-0000-4000-8000-000000000001\/Payment$/;

async function guestLinkOnceOnly(page: Page, texts: Texts) {
  const link = guestLinkPath('A1');
  await page.goto(link);
  await expect(page).toHaveURL(A1_PAYMENT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Contact us (a public page) keeps the guest signed in and shows the guest menu; its payment entry goes back
  await page.goto('/ContactUs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: texts.openMenu }).click();
  const menu = page.getByRole('navigation', { name: texts.menu });
  await expect(menu.getByRole('listitem')).toHaveText(
    texts.entries.map((entry) => new RegExp(entry)),
  );
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: texts.entries[0] }).click();
  await expect(page).toHaveURL(A1_PAYMENT);

  // the same tab reloading keeps the guest session it got (the link's query left the address bar)
  await page.reload();
  await expect(page).toHaveURL(A1_PAYMENT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // the link again, in a new tab (no session there): it was used
  const again = await page.context().newPage();
  await again.goto(link);
  await expect(again).toHaveURL(/\/\?linkUsed=true$/);
  await expect(again.getByRole('alert')).toContainText(texts.linkUsed);
  await expect(again.getByRole('link', { name: texts.newLink })).toBeVisible();
  await expectNoSeriousA11yViolations(again);
  await again.close();
}

test('a guest link shows the guest menu and works once (English)', async ({ page }) => {
  await guestLinkOnceOnly(page, ENGLISH);
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('a guest link shows the guest menu and works once (Spanish)', async ({ page }) => {
    await guestLinkOnceOnly(page, SPANISH);
  });
});
