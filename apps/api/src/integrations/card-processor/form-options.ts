/**
 * What the page framing the hosted form passes in the form URL's query (CARD_FORM_PARAM of the
 * contract): the submit button's purpose and the brand's theme colours. Only 'save'/'use' and
 * 6-digit hex colours get through; anything else is dropped, so nothing from the query reaches a
 * page or a stylesheet except these values.
 */
import {
  CARD_FORM_PARAM,
  LANGUAGES,
  type TCardFormPurpose,
  type TLanguage,
} from '@lender/contract';
import { pickLanguage } from '../../i18n/language';

export const CARD_FORM_THEME_KEYS = ['primary', 'primaryContrast'] as const;
export type CardFormThemeKey = (typeof CARD_FORM_THEME_KEYS)[number];
/** colours as 6 lower-case hex digits, without '#' */
export type CardFormTheme = Partial<Record<CardFormThemeKey, string>>;

export interface CardFormOptions {
  purpose: TCardFormPurpose;
  theme: CardFormTheme;
  /** the form's texts: the app's language from the URL, else the frame request's Accept-Language */
  language?: TLanguage;
}

const HEX = /^[0-9a-f]{6}$/i;

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The form options of a request's query (the defaults for anything missing or malformed). */
export function cardFormOptionsOf(query: unknown, acceptLanguage?: string): CardFormOptions {
  const source = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const asked = first(source[CARD_FORM_PARAM.language]);
  const language = (LANGUAGES as readonly unknown[]).includes(asked)
    ? (asked as TLanguage)
    : pickLanguage(acceptLanguage);
  const purpose = first(source[CARD_FORM_PARAM.purpose]) === 'use' ? 'use' : 'save';
  const theme: CardFormTheme = {};
  for (const key of CARD_FORM_THEME_KEYS) {
    const value = first(source[CARD_FORM_PARAM[key]]);
    if (typeof value === 'string' && HEX.test(value)) theme[key] = value.toLowerCase();
  }
  return { purpose, theme, language };
}

/** The query string ('' or '?…') that carries these options on (the form's action, its theme stylesheet). */
export function cardFormQuery(options: Partial<CardFormOptions>): string {
  const params = new URLSearchParams();
  if (options.purpose) params.set(CARD_FORM_PARAM.purpose, options.purpose);
  if (options.language) params.set(CARD_FORM_PARAM.language, options.language);
  for (const key of CARD_FORM_THEME_KEYS) {
    const value = options.theme?.[key];
    if (value) params.set(CARD_FORM_PARAM[key], value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const VARIABLES: Record<CardFormThemeKey, string> = {
  primary: '--brand-primary',
  primaryContrast: '--brand-primary-contrast',
};

/** The theme stylesheet: the brand's colours as the custom properties form.css uses. */
export function cardFormThemeStyles(theme: CardFormTheme): string {
  const lines = CARD_FORM_THEME_KEYS.filter((key) => theme[key]).map(
    (key) => `  ${VARIABLES[key]}: #${theme[key]};`,
  );
  return lines.length ? `:root {\n${lines.join('\n')}\n}\n` : '';
}
