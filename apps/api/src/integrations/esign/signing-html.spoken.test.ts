/**
 * The signing page inside the ceremony's frame, as a screen reader says it (issue 52, decision 061): its fields by
 * their labels, each error tied to its field, the summary of what to correct first, and the three ways on — in
 * English and Spanish. The page is plain HTML with no script, so it is read in a DOM of its own.
 */
import { JSDOM } from 'jsdom';
import { virtual } from '@guidepup/virtual-screen-reader';
import { describe, expect, it } from 'vitest';
import type { PdfDocumentModel } from '../pdf';
import { signingPage } from './signing-html';

const document: PdfDocumentModel = {
  title: 'Settlement agreement',
  author: 'Oak Loans',
  language: 'en-US',
  createdAt: new Date('2026-03-10T15:00:00Z'),
  letterhead: {
    name: 'Oak Loans',
    address: '200 West Madison Street, Chicago, IL 60606',
    licence: 'L',
  },
  blocks: [{ kind: 'paragraph', text: 'You agree to pay $900.00 to settle loan S1.' }],
};

/**
 * Every phrase the reader says walking the page. The reader's role lookup (html-aria) reads attributes only of a
 * global `Element`: this page's DOM lends its own for the walk (the API's tests run in Node, without a global DOM).
 */
async function hear(html: string): Promise<string[]> {
  const dom = new JSDOM(html);
  const globals = globalThis as { Element?: unknown };
  const before = globals.Element;
  globals.Element = dom.window.Element;
  await virtual.start({ container: dom.window.document.body, window: dom.window as never });
  try {
    for (let step = 0; step < 200; step += 1) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()) === 'end of document') break;
    }
    return await virtual.spokenPhraseLog();
  } finally {
    await virtual.stop();
    globals.Element = before;
    dom.window.close();
  }
}

const page = (language: 'en' | 'es', withErrors: boolean) =>
  signingPage({
    action: '/esign/sign/x',
    pdfUrl: '/esign/pdf/x',
    document,
    expiresAt: new Date('2026-03-10T15:30:00Z'),
    language,
    version: language,
    errors: withErrors ? { initials: true, name: true, consent: true } : {},
  });

/** Each phrase of `expected` was spoken, after the one before it (what was said is printed when one is not). */
function expectInOrder(spoken: readonly string[], expected: readonly string[]): void {
  let from = 0;
  for (const phrase of expected) {
    const at = spoken.indexOf(phrase, from);
    expect(
      at,
      `"${phrase}" after position ${from} in:\n${spoken.join('\n')}`,
    ).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
}

describe.each([
  {
    language: 'en' as const,
    corrected: [
      'heading, Review and sign, level 3',
      'alert',
      'heading, Please correct the following, level 4',
      'link, Enter your initials (1 to 4 letters).',
      'link, Type your full name as it appears on the document.',
      'link, Agree to sign electronically to continue.',
      'region, Settlement agreement',
      'link, Open the document as a PDF',
      'textbox, Your initials 1 to 4 letters, Enter your initials (1 to 4 letters)., invalid, required',
      'textbox, Type your full name to sign, Type your full name as it appears on the document., invalid, required',
      'checkbox, I agree to sign this document electronically., Agree to sign electronically to continue., not checked, invalid, required',
      'button, Sign, sign',
      'button, Finish later, later',
      'button, Decline, decline',
    ],
  },
  {
    language: 'es' as const,
    corrected: [
      'heading, Revisar y firmar, level 3',
      'alert',
      'link, Abrir el documento en PDF',
      'textbox, Sus iniciales De 1 a 4 letras, Ingrese sus iniciales (de 1 a 4 letras)., invalid, required',
      'checkbox, Acepto firmar este documento electrónicamente., Acepte firmar electrónicamente para continuar., not checked, invalid, required',
      'button, Firmar, sign',
      'button, Terminar después, later',
      'button, Rechazar, decline',
    ],
  },
])('the signing page heard in $language', ({ language, corrected }) => {
  it('names each field by its label once, ties each error to its field after the summary, then the three ways on', async () => {
    expectInOrder(await hear(page(language, true)), corrected);
  });

  it('before any error: the fields, required, and nothing said invalid', async () => {
    const spoken = await hear(page(language, false));
    expect(spoken.filter((phrase) => phrase.includes('invalid'))).toEqual([]);
    expect(spoken.filter((phrase) => phrase.startsWith('textbox, '))).toHaveLength(2);
    expect(spoken.filter((phrase) => phrase.startsWith('checkbox, '))).toHaveLength(1);
  });
});
