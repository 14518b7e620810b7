// Issue 15, due-date reminders: P1 turns on reminders by notification on her phone — Chromium asks nothing more (the
// permission is granted), subscribes with the server's VAPID key, and the subscription is seen in the browser and on
// the server. The reminder pass of the day three days before A1's due date pushes a reminder (the push sandbox
// records it); handed to the service worker as a push service would (support/push-service.ts), it shows as a
// notification. She turns reminders off on this device: the next pass reminds her by email and text (her preference).
// axe in English and Spanish on the section off and on.
// (She ends with no subscription, as seeded; the reminders sent stay, and nothing later reads them.)
// Named to run before payments-a1 (journeys run in file-name order): that journey pays A1 off, and a paid-off loan
// is never reminded — as profile-reminders, after it, the whole run found P1 with nothing due (CI).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  devices,
  expect,
  serverOf,
  test,
  type BrowserContext,
  type Page,
} from '../support/test';
import {
  ZAccountsResponseSchema,
  ZDevPushesResponseSchema,
  ZDevReminderRunResponseSchema,
  ZReminderSettingsResponseSchema,
} from '@lender/contract';
import { addCalendarDays } from '@lender/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  deliverPush,
  startLocalPushRegistration,
  type LocalPushRegistration,
} from '../support/push-service';
import { apiSignIn, outboxOf, signIn } from '../support/sign-in';
import { inFullChromium } from '../support/chromium';

// the reminders come by push, through the service worker (the config blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const P1 = 'ana.tlxe@example.com';
let registrationService: LocalPushRegistration;
let context: BrowserContext;
let page: Page;
let profileDir: string;
let origin: string;

test.beforeAll(async ({ journeyServers }) => {
  // the full browser: push messaging, which the headless shell has not (support/chromium.ts)
  const { launchOptions } = inFullChromium;
  const baseURL = (await serverOf(journeyServers)).url;
  origin = baseURL;
  registrationService = await startLocalPushRegistration();
  profileDir = mkdtempSync(path.join(tmpdir(), 'reminders-profile-'));
  const { defaultBrowserType: _unused, ...phone } = devices['Pixel 7'];
  context = await chromium.launchPersistentContext(profileDir, {
    ...phone,
    baseURL,
    executablePath: launchOptions.executablePath,
    args: [...launchOptions.args, ...registrationService.args],
  });
  await context.grantPermissions(['notifications'], { origin });
  page = context.pages()[0] ?? (await context.newPage());
});

test.afterAll(async () => {
  await context?.close();
  await registrationService?.close();
  rmSync(profileDir, { recursive: true, force: true });
});

const activeWorker = () =>
  page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none',
  );
const browserEndpoint = () =>
  page.evaluate(
    async () =>
      (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint ?? null,
  );
const shownNotifications = () =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url?: string } | null)?.url,
    })),
  );

test('P1 turns on reminders by notification, gets one three days before her due date, and by email and text once off', async () => {
  test.setTimeout(120_000);
  // her phone has opened the app before: the service worker, registered after the first load, installs (precaches
  // the app) and becomes active before she signs in (a sign-in during the install once stalled here: closing note
  // of 2026-12-02)
  await page.goto('/');
  await expect.poll(activeWorker, { timeout: 60_000 }).toBe('activated');
  await signIn(page, P1);
  await page.goto('/inl/CustomerProfile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Due-date reminders' });
  const toggle = section.getByRole('switch', { name: 'Remind me by notification on this device' });
  await expect(toggle).not.toBeChecked({ timeout: 15_000 });
  await expect(
    section.getByText(
      'When notifications are off we remind you by email and text message — your communication preference.',
    ),
  ).toBeVisible();
  await expect(section.getByText('Reminders come 3 days before each due date.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // on: a real subscription of this browser, and the server has it for her profile
  await toggle.click();
  await expect(toggle).toBeChecked({ timeout: 20_000 });
  await expect(section.getByRole('status')).toHaveText(
    'Reminders by notification are on for this device.',
  );
  const endpoint = await browserEndpoint();
  expect(endpoint).toMatch(/^https:\/\//);
  const headers = await apiSignIn(page.request, P1);
  const onServer = await page.request.get(
    `/api/reminders/settings?endpoint=${encodeURIComponent(endpoint ?? '')}`,
    { headers },
  );
  expect(ZReminderSettingsResponseSchema.parse(await onServer.json())).toMatchObject({
    push: true,
    thisDevice: true,
  });
  await expectNoSeriousA11yViolations(page);

  // the pass three days before A1's due date pushes its reminder
  const accounts = ZAccountsResponseSchema.parse(
    await (await page.request.get('/api/accounts?brandName=inl', { headers })).json(),
  );
  const a1 = accounts.loans.find((loan) => !loan.isAlternate && loan.payoffAmountCents > 0);
  expect(a1).toBeDefined();
  const on = addCalendarDays(a1!.dueDate, -3);
  const run = ZDevReminderRunResponseSchema.parse(
    await (await page.request.post('/api/dev/reminders/run', { data: { on } })).json(),
  );
  expect(run.sent.filter((s) => s.loanNumber === a1!.lmsId)).toEqual([
    { loanNumber: a1!.lmsId, dueDate: a1!.dueDate, channel: 'push' },
  ]);
  const pushes = ZDevPushesResponseSchema.parse(
    await (
      await page.request.get(`/api/dev/pushes?endpoint=${encodeURIComponent(endpoint ?? '')}`)
    ).json(),
  ).pushes;
  expect(pushes).toHaveLength(1);

  // handed to the service worker as the push service would: the notification shows, and opens the loan
  // a worker woken on a busy machine may miss a delivery: hand it again (the reminder's tag makes a second one replace
  // the first, as a push service's redelivery would)
  await expect(async () => {
    if ((await shownNotifications()).length === 0)
      await deliverPush(context, page, origin, pushes[0]!.payload);
    await expect.poll(shownNotifications, { timeout: 10_000 }).toHaveLength(1);
  }).toPass({ timeout: 45_000 });
  expect(await shownNotifications()).toEqual([
    {
      title: expect.stringMatching(/^Payment due /),
      body: expect.stringContaining(`loan ${a1!.lmsId} is due`),
      url: `/inl/Accounts/${a1!.loanId}`,
    },
  ]);

  // off on this device: the browser's subscription ends and the server forgets it
  await toggle.click();
  await expect(toggle).not.toBeChecked({ timeout: 20_000 });
  await expect(section.getByRole('status')).toHaveText(
    'Reminders by notification are off for this device.',
  );
  expect(await browserEndpoint()).toBeNull();
  const offServer = await page.request.get(
    `/api/reminders/settings?endpoint=${encodeURIComponent(endpoint ?? '')}`,
    { headers },
  );
  expect(ZReminderSettingsResponseSchema.parse(await offServer.json())).toMatchObject({
    push: false,
    thisDevice: false,
  });
  await expectNoSeriousA11yViolations(page);

  // the next pass reminds her by her preference (email and text), and no push goes out
  const fallback = ZDevReminderRunResponseSchema.parse(
    await (await page.request.post('/api/dev/reminders/run', { data: { on } })).json(),
  );
  expect(fallback.sent.filter((s) => s.loanNumber === a1!.lmsId).map((s) => s.channel)).toEqual([
    'email',
    'sms',
  ]);
  const [email] = await outboxOf(page.request, P1);
  expect(email).toMatchObject({
    channel: 'email',
    template: 'dueDateReminder',
    subject: expect.stringContaining('payment due'),
  });
  expect(email!.body).toContain(`/inl/Accounts/${a1!.loanId}`);
  expect(
    ZDevPushesResponseSchema.parse(
      await (
        await page.request.get(`/api/dev/pushes?endpoint=${encodeURIComponent(endpoint ?? '')}`)
      ).json(),
    ).pushes,
  ).toHaveLength(1);
});
