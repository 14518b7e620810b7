/**
 * Page truth (issue 48, "When done"): no screen shows a borrower a UTC time, a raw id, or another person's date of
 * birth. `expectPageTruth(page, { viewer })` reads what the page shows — the visible text of every frame (the
 * signing page's document too) and the names and titles a screen reader or a hover shows — and fails naming each
 * finding. Call it on every screen a journey visits (look-320.spec.ts does); `viewer` is the email of the persona
 * signed in (her own date of birth may be shown to her), none for a page shown signed out.
 */
import { expect, type Page } from '@playwright/test';

/**
 * The seeded people's dates of birth (apps/api/src/db/seed/personas.ts; the journeys read the seed contract,
 * shared/fixtures/PERSONAS.md, not the API's sources). P8's unlinked customer record is Hank's own.
 */
export const SEEDED_DATES_OF_BIRTH: Readonly<Record<string, string>> = {
  'ana.tlxe@example.com': '1990-03-14',
  'ben.multi@example.com': '1984-07-22',
  'carla.nls@example.com': '1992-11-05',
  'dev.cosigner@example.com': '1988-01-30',
  'erin.settle@example.com': '1979-09-12',
  'frank.appraisal@example.com': '1986-05-19',
  'iris.repo@example.com': '1983-12-02',
  'hank.new@example.com': '1985-04-12',
  'mia.identity@example.com': '1992-08-23',
};

/** A month's name as a language writes it ('December', 'diciembre'): the test's own Intl, not the app's formatter. */
const monthName = (locale: 'en-US' | 'es-US', month: number, width: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/** The ways a screen or a document writes a date of birth (ISO, US numeric, English and Spanish long forms). */
export function dateOfBirthForms(iso: string): string[] {
  const [year, month, day] = iso.split('-');
  const m = Number(month);
  const d = Number(day);
  return [
    iso,
    `${month}/${day}/${year}`,
    `${m}/${d}/${year}`,
    `${monthName('en-US', m)} ${d}, ${year}`,
    `${monthName('en-US', m, 'short')} ${d}, ${year}`,
    `${d} de ${monthName('es-US', m)} de ${year}`,
  ];
}

/** A time written in UTC: the word, or an ISO instant ("2026-12-01T23:07", "2026-12-01 23:07"). */
const UTC_TIME = /\bUTC\b|\bGMT\b|\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
/** A raw id: a UUID, whole or cut short ("db43cd27-b814-…"). */
const RAW_ID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}(?:-|…|\.\.\.)/i;

export interface PageTruthOptions {
  /** the email of the persona signed in: her own date of birth may be shown to her */
  viewer?: string;
}

/** What the page shows: each frame's visible text, and the aria-labels, titles and alt texts of its elements. */
async function shownTexts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const frame of page.frames()) {
    const shown = await frame
      .evaluate(() => {
        const body = document.body;
        if (!body) return [];
        const attributes = [...body.querySelectorAll('[aria-label], [title], img[alt]')].flatMap(
          (element) =>
            ['aria-label', 'title', 'alt']
              .map((name) => element.getAttribute(name))
              .filter((value): value is string => Boolean(value)),
        );
        return [body.innerText, ...attributes];
      })
      // a frame that navigated or closed while it was read (a card form's frame between its states)
      .catch(() => [] as string[]);
    texts.push(...shown);
  }
  return texts;
}

/** The findings on the page as it is now: each names what was found and the line it was on. */
export async function pageTruthFindings(
  page: Page,
  { viewer }: PageTruthOptions = {},
): Promise<string[]> {
  const others = Object.entries(SEEDED_DATES_OF_BIRTH)
    .filter(([email]) => email !== viewer)
    .flatMap(([email, iso]) => dateOfBirthForms(iso).map((form) => ({ email, form })));
  const findings: string[] = [];
  for (const text of await shownTexts(page)) {
    for (const line of text.split('\n')) {
      const utc = UTC_TIME.exec(line);
      if (utc) findings.push(`a UTC time "${utc[0]}" in: ${line.trim()}`);
      const id = RAW_ID.exec(line);
      if (id) findings.push(`a raw id "${id[0]}" in: ${line.trim()}`);
      for (const { email, form } of others)
        if (line.includes(form))
          findings.push(`the date of birth of ${email} (${form}) in: ${line.trim()}`);
    }
  }
  return [...new Set(findings)];
}

/** Who is signed in on each page (support/sign-in.ts records it): the viewer of every check on that page. */
const viewers = new WeakMap<Page, string>();

/** The persona signed in on `page` from now on (her email; a sign-in by phone number records none). */
export function rememberViewer(page: Page, username: string): void {
  if (username.includes('@')) viewers.set(page, username.toLowerCase());
  else viewers.delete(page);
}

/**
 * Fails when the page shows a UTC time, a raw id, or another person's date of birth. The viewer is the persona
 * support/sign-in.ts signed in on this page unless `options` names one.
 */
export async function expectPageTruth(page: Page, options: PageTruthOptions = {}): Promise<void> {
  const where = new URL(page.url()).pathname;
  const viewer = options.viewer ?? viewers.get(page);
  expect(
    await pageTruthFindings(page, viewer === undefined ? {} : { viewer }),
    `what ${where} shows that a borrower must not be shown`,
  ).toEqual([]);
}
