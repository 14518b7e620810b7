// Prerendered public pages (issue 11, decision 022): the HTML holds the page before any script runs, in the
// browser's language; the script then hydrates that markup (the same nodes stay) when its first render is the one
// the build drew, and draws the page afresh when it is not (a stored Spanish choice on an English page).
import { expect, test, type Page } from '../support/test';

const PUBLIC_PAGES: [path: string, heading: string, title: string][] = [
  ['/', 'Sign in to your account', 'Sign in · Oak Loans'],
  ['/Register', 'Create your account', 'Create account · Oak Loans'],
  ['/ForgotPassword', 'Forgot your password?', 'Reset password · Oak Loans'],
  ['/ContactUs', 'Contact us', 'Contact us · Oak Loans'],
  ['/inl/TermsConditions', 'Terms and conditions', 'Terms and conditions · Oak Loans'],
  ['/MaintenanceMode', "We'll be back soon", 'Maintenance · Oak Loans'],
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the Login page already shows its form, which waits for the script', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email or phone number')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    // what is typed into bare markup would not reach the form's state: nothing can be typed or sent yet
    await expect(page.getByLabel('Email or phone number')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    // and were a form sent anyway, it would not carry its fields in a URL
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
  });

  test('the Login page holds its styles: drawn styled, asking for no stylesheet and none of the app (decision 086)', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    // the app's body rule applied (the browser's own margin is 8px): its <style> allowed by the page's policy
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px');
    expect(asked.filter((path) => path.endsWith('.css'))).toEqual([]);
    // the app's modules wait in the page's template for its script, which is off
    expect(asked.filter((path) => /^\/assets\/(main|Login)-/.test(path))).toEqual([]);
  });

  for (const [path, heading, title] of PUBLIC_PAGES) {
    test(`${path} holds its heading and its title before any script runs`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-encoding']).toBe('br');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // the screen's title as the script would set it, not the template's generic one
      await expect(page).toHaveTitle(title);
    });
  }
});

test.describe('in Spanish, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, locale: 'es-US' });

  test('a Spanish browser gets the Login page in Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inicie sesión en su cuenta' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Iniciar sesión · Oak Loans');
    await expect(page.getByLabel('Correo electrónico o número de teléfono')).toBeVisible();
  });
});

/** Keeps the first h1 the HTML parser puts in #root, to tell a hydrated page (same node) from one drawn afresh. */
async function keepPrerenderedHeading(page: Page) {
  await page.addInitScript(() => {
    const kept = window as unknown as { prerenderedHeading?: Element };
    new MutationObserver(() => {
      kept.prerenderedHeading ??= document.querySelector('#root h1') ?? undefined;
    }).observe(document, { childList: true, subtree: true });
  });
}

function prerenderErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[prerender]'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** React owns the page's h1 (hydrated, or drawn afresh): its fiber is on the node. */
const reactOwnsHeading = (page: Page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });

const sameHeadingAsPrerendered = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('#root h1') ===
      (window as unknown as { prerenderedHeading?: Element }).prerenderedHeading,
  );

for (const [path, heading, title] of PUBLIC_PAGES) {
  test(`the script hydrates the prerendered ${path}: the same nodes, no page drawn again`, async ({
    page,
  }) => {
    const errors = prerenderErrors(page);
    await keepPrerenderedHeading(page);
    await page.goto(path);
    await reactOwnsHeading(page);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await sameHeadingAsPrerendered(page)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('the hydrated Login form answers: its own validation, no post', async ({ page }) => {
  const errors = prerenderErrors(page);
  await keepPrerenderedHeading(page);
  await page.goto('/');
  await expect(page).toHaveTitle(/Sign in/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email or Phone Number is required').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await sameHeadingAsPrerendered(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a first visit to Login asks the API nothing and loads no response schema: the page carries its start-up answers', async ({
  page,
}) => {
  // decision 028: service status, brands and settings come in the page; zod and the contract's schemas load on submit
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // zod and the contract's schemas: the shell's loader (shell-schemas-*) or a screen's static import (schemas-*)
    if (pathname.startsWith('/api/') || /\/(shell-)?schemas-/.test(pathname)) asked.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // the answers are the server's own: a brand of theirs is named in the page's data
  const answers = JSON.parse((await page.locator('#start-up-answers').textContent()) ?? 'null') as {
    serviceStatus: { available: boolean };
    serviceProvider: { brands: Record<string, unknown> };
  };
  expect(answers.serviceStatus.available).toBe(true);
  expect(Object.keys(answers.serviceProvider.brands)).toContain('inl');
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-US' });

  test('the Spanish Login page is hydrated', async ({ page }) => {
    const errors = prerenderErrors(page);
    await keepPrerenderedHeading(page);
    await page.goto('/');
    await reactOwnsHeading(page);
    await expect(page).toHaveTitle(/Iniciar sesión/);
    expect(await sameHeadingAsPrerendered(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test('a stored Spanish choice on the English page: the page is drawn afresh in Spanish', async ({
  page,
}) => {
  const errors = prerenderErrors(page);
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await keepPrerenderedHeading(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicie sesión en su cuenta' }),
  ).toBeVisible();
  expect(await sameHeadingAsPrerendered(page)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a query the page reads (signed out): drawn afresh with its notice, not hydrated over the page the build drew', async ({
  page,
}) => {
  const errors = prerenderErrors(page);
  await keepPrerenderedHeading(page);
  await page.goto('/?signedOut=true');
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  expect(await sameHeadingAsPrerendered(page)).toBe(false);
  expect(errors).toEqual([]);
});

test('when the app’s script cannot be loaded, the page reloads once, then shows the NetworkError page', async ({
  page,
}) => {
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));
  // the app's entry is the one module the page's script imports (decision 029): fail every fetch of it
  // read from the HTML alone (no page load, so no service worker can answer the page's requests)
  const html = await (
    await page.request.get('/Register', { headers: { accept: 'text/html' } })
  ).text();
  const entry = /<link[^>]*data-app-entry[^>]*>/.exec(html)?.[0].match(/href="([^"]+)"/)?.[1];
  expect(entry).toMatch(/\/assets\/main-.*\.js$/);
  await page.route(`**${entry!}`, (route) => route.abort('internetdisconnected'));
  await page.goto('/Register');
  await expect(page).toHaveURL(/\/NetworkError$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  // the first page once, its one reload, then the NetworkError page (where the same failure stays put)
  await expect.poll(() => loads).toEqual(['/Register', '/Register', '/NetworkError']);
  // without the app, its "Try again" reloads the page (the one retry there is), and the failure stays put
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect
    .poll(() => loads)
    .toEqual(['/Register', '/Register', '/NetworkError', '/NetworkError']);
  await expect(page).toHaveURL(/\/NetworkError$/);
  // once the script arrives again, the app starts and forgets the reload it made
  await page.unroute(`**${entry!}`);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => sessionStorage.getItem('appEntryReloadAttempted'))).toBeNull();
});
