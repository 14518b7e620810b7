/**
 * The app's texts by language, read from its own locale files, for journeys that run in Spanish: a Spanish
 * label by its English key, and the words of English that the Spanish app must never show.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { BRAND_CODES, brandByCode } from '@lender/domain';

const webSrc = resolve(import.meta.dirname, '../../src');

type Tree = { [key: string]: string | Tree };
const read = (file: string): Tree => JSON.parse(readFileSync(file, 'utf8')) as Tree;

/** Every locale file of a language: the shared one, shared/cards and one per feature. */
const filesOf = (language: 'en' | 'es') =>
  readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.replaceAll('\\', '/').endsWith(`locales/${language}.json`))
    .map((file) => resolve(webSrc, file));

function leaves(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : leaves(value),
  );
}

/** The Spanish text of `namespace:key.path` (namespace: a feature folder, 'translation' or 'cardsShared'). */
export function es(id: string, values: Record<string, string> = {}): string {
  const [namespace, path] = id.includes(':')
    ? (id.split(':') as [string, string])
    : ['translation', id];
  const file =
    namespace === 'translation'
      ? resolve(webSrc, 'shared/i18n/locales/es.json')
      : namespace === 'cardsShared'
        ? resolve(webSrc, 'shared/cards/locales/es.json')
        : resolve(webSrc, `features/${namespace}/locales/es.json`);
  let node: string | Tree | undefined = read(file);
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No Spanish text ${id}`);
  return node.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}

const words = (text: string): string[] =>
  text
    // placeholders and data (email addresses) are not words of the UI
    .replace(/{{\w+}}|\S+@\S+/g, ' ')
    .toLowerCase()
    .split(/[^a-záéíóúñü]+/)
    .filter((word) => word.length >= 4);

/** Names are the same in both languages: the brands' (card types and people are in no English-only text). */
const NAMES = BRAND_CODES.flatMap((code) => words(brandByCode(code).displayName));

/**
 * Words of the English texts that no Spanish text uses: if one shows on a Spanish screen, an English text
 * leaked.
 */
const ENGLISH_ONLY: ReadonlySet<string> = (() => {
  const spanish = new Set([
    ...NAMES,
    ...filesOf('es').flatMap((file) => leaves(read(file)).flatMap(words)),
  ]);
  return new Set(
    filesOf('en')
      .flatMap((file) => leaves(read(file)).flatMap(words))
      .filter((word) => !spanish.has(word)),
  );
})();

/**
 * The screen (header, main, page title) shows no English word. Texts the server made (`serverTexts`, the other
 * side of issue 17) are taken out first and, when shown in English, recorded as a note of the test instead.
 */
export async function expectNoEnglish(
  page: Page,
  testInfo: TestInfo,
  serverTexts: readonly string[] = [],
): Promise<void> {
  let text = await page.evaluate(() =>
    [
      document.title,
      document.querySelector('header')?.innerText ?? '',
      document.querySelector('main')?.innerText ?? '',
    ].join('\n'),
  );
  for (const server of serverTexts) {
    if (!text.includes(server)) continue;
    text = text.split(server).join(' ');
    if (words(server).some((word) => ENGLISH_ONLY.has(word))) {
      testInfo.annotations.push({
        type: 'English from the API',
        description: `${new URL(page.url()).pathname}: ${server}`,
      });
    }
  }
  const english = [...new Set(words(text).filter((word) => ENGLISH_ONLY.has(word)))];
  expect(english, `English words on ${page.url()}:\n${text}`).toEqual([]);
}

/** A text the server made for the reader (an email, the lines of a PDF) has no English word; names (`names`) aside. */
export function expectNoEnglishText(
  text: string,
  what: string,
  names: readonly string[] = [],
): void {
  const allowed = new Set(names.flatMap(words));
  const english = [
    ...new Set(words(text).filter((word) => ENGLISH_ONLY.has(word) && !allowed.has(word))),
  ];
  expect(english, `English words in ${what}:\n${text}`).toEqual([]);
}
