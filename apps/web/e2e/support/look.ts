/**
 * The visual check (issue 48, "One look"; decision 053): a screen at 320 px, in English and in Spanish, compared
 * with its approved screenshot (committed beside the journey, `<file>-snapshots/`). `lookAt(page, name)` checks the
 * page's truth (page-truth.ts), then takes the screen in the language it shows and in the other one, switched in
 * place (the screen keeps its state), and back.
 *
 * Deterministic: the seed's dates move with the day it runs and a confirmation number is new each payment, so what
 * changes from run to run is written over with fixed stand-ins of the same form before the screenshot (a date
 * becomes 30 September 2026, the longest month's name in both languages; a time of day after a date 12:59; a
 * confirmation number PMT25AB3E69B8, a draw's DRWDB43CD27B814; the server's address https://app.example; a date field and a QR code are
 * masked); animations are off and the caret hidden (toHaveScreenshot's own); fonts are the machine's own
 * (system-ui, nothing fetched). Approved screenshots are updated on purpose: `npm run test:look:update`.
 */
import { expect, type Page } from '@playwright/test';
import { expectPageTruth } from './page-truth';

type Language = 'en' | 'es';

/** The page at 320 px (a small phone), drawn at one device pixel per CSS pixel to keep the screenshots small. */
export const LOOK_320 = {
  viewport: { width: 320, height: 640 },
  deviceScaleFactor: 1,
} as const;

const shownLanguage = async (page: Page): Promise<Language> =>
  (await page.locator('html').getAttribute('lang')) === 'es' ? 'es' : 'en';

/** Switches the language in place (the app follows the `storage` event of the stored choice), as axe.ts does. */
export async function switchLanguageInPlace(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => {
    localStorage.setItem('language', lang);
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: lang }));
  }, language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Writes fixed stand-ins over the texts that change from run to run (dates, times, confirmation numbers), and keeps
 * writing them over any text the page draws or changes after (a list that arrives late) until `thawVolatileText`.
 */
export async function freezeVolatileText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const months =
      '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
    const shortMonths = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
    const meses =
      '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)';
    const mesesCortos = '(?:ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\\.?';
    const rules: [RegExp, string][] = [
      [/\b\d{2}\/\d{2}\/\d{4}\b/g, '09/30/2026'],
      [new RegExp(`\\b${months} \\d{1,2}, \\d{4}\\b`, 'g'), 'September 30, 2026'],
      [new RegExp(`\\b${shortMonths} \\d{1,2}, \\d{4}\\b`, 'g'), 'Sep 30, 2026'],
      [new RegExp(`\\b${months} \\d{1,2}\\b`, 'g'), 'September 30'],
      [new RegExp(`\\b${shortMonths} \\d{1,2}\\b`, 'g'), 'Sep 30'],
      [new RegExp(`\\b\\d{1,2} de ${meses} de \\d{4}\\b`, 'g'), '30 de septiembre de 2026'],
      [new RegExp(`\\b\\d{1,2} ${mesesCortos} \\d{4}\\b`, 'g'), '30 sept 2026'],
      [new RegExp(`\\b\\d{1,2} de ${meses}\\b`, 'g'), '30 de septiembre'],
      // a time of day after a date (a sign-in, a document's time); a rule's fixed time ("after 5:00 PM") stays
      [/(?<=\d{4},? )\d{1,2}:\d{2}/g, '12:59'],
      [/\bPMT[0-9A-F]{10}\b/g, 'PMT25AB3E69B8'],
      // a draw's confirmation number (decision 051)
      [/\bDRW[0-9A-F]{12}\b/g, 'DRWDB43CD27B814'],
      // the journey server's address (its port differs from run to run and machine to machine)
      [/\bhttp:\/\/127\.0\.0\.1:\d+/g, 'https://app.example'],
    ];
    const freeze = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node: Node | null = root; node; node = walker.nextNode()) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const before = node.nodeValue ?? '';
        const after = rules.reduce(
          (text, [pattern, fixed]) => text.replace(pattern, fixed),
          before,
        );
        if (after !== before) node.nodeValue = after;
      }
    };
    freeze(document.body);
    const observer = new MutationObserver((records) => {
      for (const record of records)
        if (record.type === 'characterData') freeze(record.target);
        else record.addedNodes.forEach(freeze);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { lookFreeze?: MutationObserver }).lookFreeze = observer;
  });
}

/** Stops writing stand-ins over what the page draws next (freezeVolatileText). */
export async function thawVolatileText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frozen = window as unknown as { lookFreeze?: MutationObserver };
    frozen.lookFreeze?.disconnect();
    delete frozen.lookFreeze;
  });
}

/** The shell's "processing..." (any query, mutation or route load running): a screen is looked at once it is idle. */
const busy = (page: Page) => page.getByText(/^(processing|procesando)\.\.\.$/);

async function screenshot(page: Page, name: string, language: Language): Promise<void> {
  await expect(busy(page)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await freezeVolatileText(page);
  try {
    // from the top: a full-page shot of a page scrolled down draws the sticky header where the scroll left it
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveScreenshot(`${name}-${language}.png`, {
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // a date field's value is the day of the run, drawn by the browser (no text node to write over)
      // and a QR code draws the server's address
      mask: [page.locator('input[type="date"]'), page.locator('[role="img"][aria-label*="QR"]')],
    });
  } finally {
    await thawVolatileText(page);
  }
}

/**
 * The screen as it is, checked for truth and compared with its approved screenshots in both languages; the page is
 * left in the language it showed. `viewer`: the persona signed in (her own date of birth may show).
 */
export async function lookAt(page: Page, name: string, viewer?: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const shown = await shownLanguage(page);
  const other: Language = shown === 'es' ? 'en' : 'es';
  await expectPageTruth(page, viewer === undefined ? {} : { viewer });
  await screenshot(page, name, shown);
  await switchLanguageInPlace(page, other);
  await expectPageTruth(page, viewer === undefined ? {} : { viewer });
  await screenshot(page, name, other);
  await switchLanguageInPlace(page, shown);
}
