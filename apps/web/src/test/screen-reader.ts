/**
 * What a screen reader says (issue 52, decision 061): the Virtual Screen Reader walks a rendered screen from the
 * top, item by item, as a listener moving with the arrow keys would, and keeps every phrase it spoke — the live
 * region's announcements too ("polite: …"). `expectSpokenInOrder` fails when an expected phrase is missing or
 * comes out of order, and prints what was said.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { expect } from 'vitest';

const END = 'end of document';

/**
 * Walk `container` from its start to its end; every phrase spoken, in order. Inside an open modal dialog the reader
 * stays in the dialog, as a real one does: the walk ends when it comes round to the dialog again.
 */
export async function hearScreen(
  container: Node = document.body,
  maxSteps = 400,
): Promise<string[]> {
  await virtual.start({ container });
  try {
    const dialogsEntered = new Set<string>();
    for (let step = 0; step < maxSteps; step += 1) {
      await virtual.next();
      const said = await virtual.lastSpokenPhrase();
      if (said === END) break;
      if (said.startsWith('dialog, ') && said.endsWith(', modal')) {
        if (dialogsEntered.has(said)) break;
        dialogsEntered.add(said);
      }
    }
    return await virtual.spokenPhraseLog();
  } finally {
    await virtual.stop();
  }
}

/** Start listening to `container` (its live region's announcements are kept from now on). */
export async function startListening(container: Node = document.body): Promise<void> {
  await virtual.start({ container });
}

/** Stop listening; what was spoken since startListening. */
export async function stopListening(): Promise<string[]> {
  const spoken = await virtual.spokenPhraseLog();
  await virtual.stop();
  return spoken;
}

export type Phrase = string | RegExp;

const matches = (spoken: string, phrase: Phrase) =>
  typeof phrase === 'string' ? spoken === phrase : phrase.test(spoken);

const transcript = (spoken: readonly string[]) =>
  spoken.map((phrase, index) => `${String(index).padStart(3)}: ${phrase}`).join('\n');

/** Each phrase of `expected` was spoken, after the one before it. */
export function expectSpokenInOrder(spoken: readonly string[], expected: readonly Phrase[]): void {
  let from = 0;
  for (const phrase of expected) {
    const at = spoken.findIndex((said, index) => index >= from && matches(said, phrase));
    if (at === -1) {
      const earlier = spoken.findIndex((said) => matches(said, phrase));
      expect.fail(
        `${earlier === -1 ? 'Never spoken' : `Spoken out of order (at ${earlier}, expected after ${from - 1})`}: ${String(phrase)}\n` +
          `What the screen reader said:\n${transcript(spoken)}`,
      );
    }
    from = at + 1;
  }
}

/** How many times a phrase was spoken (a result announced once, not twice). */
export const timesSpoken = (spoken: readonly string[], phrase: Phrase) =>
  spoken.filter((said) => matches(said, phrase)).length;
