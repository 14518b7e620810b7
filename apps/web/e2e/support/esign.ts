/**
 * The e-sign sandbox's signing page (integrations/esign's sandbox ceremony, framed by the screen that asks for a
 * signature): fill the initials and the typed name, agree to sign electronically, and sign — in the page's language.
 */
import type { FrameLocator } from '@playwright/test';

/** The signing page's labels (the sandbox's signing-texts.ts) by language. */
const LABELS = {
  en: {
    initials: /^Your initials/,
    name: 'Type your full name to sign',
    consent: 'I agree to sign this document electronically.',
    sign: 'Sign',
  },
  es: {
    initials: /^Sus iniciales/,
    name: 'Escriba su nombre completo para firmar',
    consent: 'Acepto firmar este documento electrónicamente.',
    sign: 'Firmar',
  },
} as const;

/** Signs the document open in `frame` as `name` with `initials` (on a page in `language`, English by default). */
export async function signInCeremony(
  frame: FrameLocator,
  { initials, name }: { initials: string; name: string },
  language: keyof typeof LABELS = 'en',
): Promise<void> {
  const label = LABELS[language];
  await frame.getByLabel(label.initials).fill(initials);
  await frame.getByLabel(label.name).fill(name);
  await frame.getByRole('checkbox', { name: label.consent }).check();
  await frame.getByRole('button', { name: label.sign, exact: true }).click();
}
