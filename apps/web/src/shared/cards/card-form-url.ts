/**
 * The hosted form's URL with what the form may take from this page (CARD_FORM_PARAM of the
 * contract): the submit button's purpose, and the brand's colours as this page shows them (the
 * brand theme's custom properties), so the processor's form looks like the app around it.
 */
import { CARD_FORM_PARAM, type TCardFormPurpose } from '@lender/contract';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' or '#aabbcc' → 'aabbcc'; anything else → null. */
function hexOf(value: string): string | null {
  const match = HEX.exec(value.trim());
  const digits = match?.[1];
  if (!digits) return null;
  return (digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits).toLowerCase();
}

/** The brand theme's colours of this page (the custom properties brand-theme sets on <html>). */
export function pageThemeColours(root: HTMLElement = document.documentElement) {
  const style = getComputedStyle(root);
  return {
    primary: hexOf(style.getPropertyValue('--brand-primary')),
    primaryContrast: hexOf(style.getPropertyValue('--brand-primary-contrast')),
  };
}

export function cardFormUrl(
  formUrl: string,
  purpose: TCardFormPurpose,
  colours = pageThemeColours(),
  language = document.documentElement.lang,
): string {
  const url = new URL(formUrl, window.location.href);
  url.searchParams.set(CARD_FORM_PARAM.purpose, purpose);
  // the form speaks the app's language (i18n sets it on <html>)
  if (language) url.searchParams.set(CARD_FORM_PARAM.language, language);
  if (colours.primary) url.searchParams.set(CARD_FORM_PARAM.primary, colours.primary);
  if (colours.primaryContrast)
    url.searchParams.set(CARD_FORM_PARAM.primaryContrast, colours.primaryContrast);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

/** The origin the form lives at (its messages come from there; the purpose message goes there). */
export const cardFormOrigin = (formUrl: string): string =>
  new URL(formUrl, window.location.href).origin;
