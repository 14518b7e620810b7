// Issue 49 item 5, decision 059: the profile's changes reach the marketing port (its sandbox), only for a borrower
// whose communication preferences allow it. P1 Ana (email and text: allowed) opens My profile, moves her home
// address to Oklahoma, saves Email as her preference and switches the app to Spanish: the sandbox (GET
// /api/dev/marketing) shows profileViewed, addressUpdated, preferencesUpdated (preference, then language) and her
// marketing profile updated (state, language), each with the analytics properties the server adds and no secret.
// P6 Frank chose text only: the app makes the same calls, the server answers recorded false, and the sandbox holds
// nothing of his. A newcomer who registers has her marketing profile created (language, brand) as the code signs her
// in. axe in English and Spanish on the profile.
import {
  MARKETING_ANALYTICS_PROPERTIES,
  MARKETING_DATA_FIELDS,
  marketingIssues,
} from '@lender/domain';
import { ZDevMarketingResponseSchema } from '@lender/contract';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openMenu } from '../support/menu';
import { savePreference } from '../support/profile';
import { registerAndVerify } from '../support/register';
import { signIn } from '../support/sign-in';

const P1 = 'ana.tlxe@example.com';
const P6 = 'frank.appraisal@example.com';

async function recordsOf(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/dev/marketing?email=${encodeURIComponent(email)}`);
  return ZDevMarketingResponseSchema.parse(await response.json()).records;
}

type MarketingRecord = Awaited<ReturnType<typeof recordsOf>>[number];

/** What a record says, without the analytics properties (checked apart). */
const summary = (record: MarketingRecord) => ({
  kind: record.kind,
  eventName: record.eventName,
  dataFields: Object.fromEntries(
    Object.entries(record.dataFields).filter(
      ([name]) => !(MARKETING_ANALYTICS_PROPERTIES as readonly string[]).includes(name),
    ),
  ),
});

async function openProfile(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await openMenu(page);
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
}

test('P1’s profile changes reach the marketing sandbox with the analytics properties and no secret', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openProfile(page, P1);
  await expectNoSeriousA11yViolations(page);

  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('button', { name: 'Edit addresses' }).click();
  const street = addresses.getByRole('combobox', { name: 'Street address' });
  await street.fill('500 S Boston Ave');
  await street.press('Escape');
  await addresses.getByRole('textbox', { name: 'City' }).fill('Tulsa');
  await addresses.getByRole('combobox', { name: 'State' }).selectOption('OK');
  await addresses.getByRole('textbox', { name: 'ZIP code' }).fill('74103');
  await addresses.getByRole('button', { name: 'Save' }).click();
  await expect(addresses.getByRole('status')).toHaveText('Your changes were saved.');
  await expect(addresses.getByText('500 S Boston Ave, Apt 4, Tulsa, OK 74103')).toBeVisible();

  await savePreference(page, 'Email');

  const menu = await openMenu(page);
  await menu.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);

  const wanted = [
    { kind: 'event', eventName: 'profileViewed', dataFields: { screen: 'CustomerProfile' } },
    { kind: 'event', eventName: 'addressUpdated', dataFields: { state: 'OK' } },
    { kind: 'profile', eventName: null, dataFields: { state: 'OK' } },
    { kind: 'event', eventName: 'preferencesUpdated', dataFields: { preference: 0 } },
    { kind: 'event', eventName: 'preferencesUpdated', dataFields: { language: 'es' } },
    { kind: 'profile', eventName: null, dataFields: { language: 'es' } },
  ];
  await expect
    .poll(async () => (await recordsOf(page.request, P1)).map(summary).reverse())
    .toEqual(expect.arrayContaining(wanted));

  const records = await recordsOf(page.request, P1);
  // each once; every record (the sign-in's too) carries the analytics properties and nothing secret
  for (const record of wanted)
    expect(
      records.map(summary).filter((r) => JSON.stringify(r) === JSON.stringify(record)),
    ).toHaveLength(1);
  for (const record of records) {
    expect(record.email).toBe(P1);
    expect(record.dataFields).toMatchObject({
      environment: expect.any(String),
      site_brand: 'inl',
      application_type: expect.stringMatching(/^(web|pwa)$/),
      profile_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const { dataFields } = summary(record);
    expect(
      Object.keys(dataFields).every((name) =>
        (MARKETING_DATA_FIELDS as readonly string[]).includes(name),
      ),
    ).toBe(true);
    expect(marketingIssues({ dataFields })).toEqual([]);
    expect(JSON.stringify(record)).not.toMatch(/Boston|Fairview|0101|DemoPass/);
  }
});

test('P6 chose text only: the app sends, the server records nothing of his', async ({ page }) => {
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/iterableEvent') && response.request().method() === 'POST',
  );
  await openProfile(page, P6);
  expect(await (await refused).json()).toEqual({ recorded: false });

  const saved = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/api/iterableEvent') &&
      (response.request().postData() ?? '').includes('preferencesUpdated'),
  );
  await savePreference(page, 'Text message');
  expect(await (await saved).json()).toEqual({ recorded: false });
  expect(await recordsOf(page.request, P6)).toEqual([]);
});

test('a newcomer’s marketing profile is created as registration signs her in', async ({
  page,
  request,
}) => {
  const email = `marketing.${Date.now()}@example.com`;
  await page.goto('/Register');
  await registerAndVerify(page, email);
  await expect
    .poll(async () => (await recordsOf(request, email)).map(summary))
    .toContainEqual({
      kind: 'profile',
      eventName: null,
      dataFields: { language: 'en', brand: 'inl' },
    });
  const [profile] = (await recordsOf(request, email)).filter((record) => record.kind === 'profile');
  expect(profile?.dataFields).toMatchObject({ site_brand: 'inl', profile_id: expect.any(String) });
});
