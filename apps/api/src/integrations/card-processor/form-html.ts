/**
 * The hosted card form's pages: plain, accessible HTML (labelled inputs, hints and errors linked with
 * aria-describedby, an error summary) with no inline script or style. Nothing typed into the card
 * number or CVV is ever written back into a page (the form's script keeps them in the inputs while
 * it shows a re-rendered page's errors). The brand's theme comes as a stylesheet of its own.
 */
import { CARD_FORM_MESSAGE, type TLanguage } from '@lender/contract';
import { cardFormQuery, type CardFormOptions, type CardFormTheme } from './form-options';
import { CARD_FORM_MESSAGES, type CardFormErrors, type CardFormField } from './form-validation';
import { escapeHtml } from '../../lib/escape-html';

export const CARD_FORM_SCRIPT_PATH = '/card-processor/form.js';
export const CARD_FORM_STYLES_PATH = '/card-processor/form.css';
export const CARD_FORM_THEME_PATH = '/card-processor/theme.css';

/** The submit button's text per purpose: it says what it does. */
export const CARD_FORM_SUBMIT_LABEL = { save: 'Save card', use: 'Use this card' } as const;

/** The form's texts in the app's language (issue 17); the card brands' names are the same in both. */
const TEXTS = {
  en: {
    submit: CARD_FORM_SUBMIT_LABEL,
    cancel: 'Cancel',
    details: 'Card details',
    correct: 'Please correct the card details',
    accepted: 'Card accepted',
    acceptedNote: (last4: string) => `Your card ending in ${last4} was accepted.`,
    closed: 'Card form closed',
    expired: 'This card form has expired. Close it and start again.',
    unknown: 'This card form was not found. Close it and start again.',
    fields: {
      cardNumber: { label: 'Card number' },
      expiry: { label: 'Expiry date', hint: 'MM/YY' },
      cvv: { label: 'Security code', hint: 'CVV, 3 or 4 digits' },
      firstName: { label: 'First name on card' },
      lastName: { label: 'Last name on card' },
    },
    errors: CARD_FORM_MESSAGES,
  },
  es: {
    submit: { save: 'Guardar tarjeta', use: 'Usar esta tarjeta' },
    cancel: 'Cancelar',
    details: 'Datos de la tarjeta',
    correct: 'Corrija los datos de la tarjeta',
    accepted: 'Tarjeta aceptada',
    acceptedNote: (last4: string) => `Se aceptó su tarjeta que termina en ${last4}.`,
    closed: 'Formulario de tarjeta cerrado',
    expired: 'Este formulario de tarjeta venció. Ciérrelo y comience de nuevo.',
    unknown: 'No se encontró este formulario de tarjeta. Ciérrelo y comience de nuevo.',
    fields: {
      cardNumber: { label: 'Número de tarjeta' },
      expiry: { label: 'Fecha de vencimiento', hint: 'MM/AA' },
      cvv: { label: 'Código de seguridad', hint: 'CVV, 3 o 4 dígitos' },
      firstName: { label: 'Nombre en la tarjeta' },
      lastName: { label: 'Apellido en la tarjeta' },
    },
    errors: {
      cardNumber: 'Ingrese un número de tarjeta válido.',
      cardBrand:
        'No se acepta este tipo de tarjeta. Use una tarjeta Visa, Mastercard, American Express o Discover.',
      expiry: 'Ingrese la fecha de vencimiento como MM/AA.',
      expired: 'Esta tarjeta está vencida.',
      cvv: 'Ingrese el código de seguridad de 3 o 4 dígitos del reverso de la tarjeta.',
      firstName:
        'Ingrese el nombre que aparece en la tarjeta (solo letras, espacios, apóstrofos y guiones).',
      lastName:
        'Ingrese el apellido que aparece en la tarjeta (solo letras, espacios, apóstrofos y guiones).',
    },
  },
} as const satisfies Record<TLanguage, unknown>;

/** A check's message (English, from form-validation) in the language. */
function errorIn(language: TLanguage, english: string): string {
  const key = (Object.keys(CARD_FORM_MESSAGES) as (keyof typeof CARD_FORM_MESSAGES)[]).find(
    (name) => CARD_FORM_MESSAGES[name] === english,
  );
  return key ? TEXTS[language].errors[key] : english;
}

function page(
  title: string,
  bodyAttributes: Record<string, string>,
  content: string,
  theme: CardFormTheme = {},
  language: TLanguage = 'en',
): string {
  const attributes = Object.entries(bodyAttributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const themeQuery = cardFormQuery({ theme });
  const themeLink = themeQuery
    ? `\n<link rel="stylesheet" href="${escapeHtml(`${CARD_FORM_THEME_PATH}${themeQuery}`)}">`
    : '';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${CARD_FORM_STYLES_PATH}">${themeLink}</head>
<body${attributes}><main>${content}</main>
<script src="${CARD_FORM_SCRIPT_PATH}"></script></body></html>`;
}

interface FieldSpec {
  name: CardFormField;
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode?: 'numeric';
  maxlength: number;
}

const FIELDS: Record<CardFormField, FieldSpec> = {
  cardNumber: {
    name: 'cardNumber',
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    maxlength: 23,
  },
  expiry: {
    name: 'expiry',
    label: 'Expiry date',
    hint: 'MM/YY',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    maxlength: 7,
  },
  cvv: {
    name: 'cvv',
    label: 'Security code',
    hint: 'CVV, 3 or 4 digits',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    maxlength: 4,
  },
  firstName: {
    name: 'firstName',
    label: 'First name on card',
    autocomplete: 'cc-given-name',
    maxlength: 50,
  },
  lastName: {
    name: 'lastName',
    label: 'Last name on card',
    autocomplete: 'cc-family-name',
    maxlength: 50,
  },
};

function field(
  base: FieldSpec,
  value: string,
  error: string | undefined,
  language: TLanguage,
): string {
  const spec = { ...base, ...TEXTS[language].fields[base.name] };
  const hintId = spec.hint ? `${spec.name}-hint` : '';
  const errorId = error ? `${spec.name}-error` : '';
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return `<div class="field"><label for="${spec.name}">${escapeHtml(spec.label)}${spec.hint ? ` <span class="hint" id="${hintId}">${escapeHtml(spec.hint)}</span>` : ''}</label>
<input id="${spec.name}" name="${spec.name}" type="text" autocomplete="${spec.autocomplete}"${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''} maxlength="${spec.maxlength}" required aria-required="true"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''} value="${escapeHtml(value)}">
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}</div>`;
}

export interface CardFormPageInput {
  transactionUuid: string;
  origin: string;
  action: string;
  errors?: CardFormErrors;
  /** the values that are written back after an error: expiry and names only */
  values?: Partial<Record<'expiry' | 'firstName' | 'lastName', string>>;
  /** the submit button's purpose and the brand's theme (from the form URL) */
  options?: CardFormOptions;
}

export function cardFormPage({
  transactionUuid,
  origin,
  action,
  errors: english = {},
  values = {},
  options = { purpose: 'save', theme: {} },
}: CardFormPageInput): string {
  const language = options.language ?? 'en';
  const t = TEXTS[language];
  const errors: CardFormErrors = Object.fromEntries(
    Object.entries(english).map(([name, message]) => [name, errorIn(language, message)]),
  );
  const problems = (Object.keys(FIELDS) as CardFormField[]).filter((name) => errors[name]);
  const summary = problems.length
    ? `<div class="summary" role="alert"><h2>${t.correct}</h2><ul>${problems
        .map((name) => `<li><a href="#${name}">${escapeHtml(errors[name] ?? '')}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const value = (name: CardFormField) =>
    name === 'expiry' || name === 'firstName' || name === 'lastName' ? (values[name] ?? '') : '';
  const input = (name: CardFormField) => field(FIELDS[name], value(name), errors[name], language);
  return page(
    t.details,
    {
      'data-transaction-uuid': transactionUuid,
      'data-target-origin': origin,
      'data-cancel-message': CARD_FORM_MESSAGE.cancel,
      'data-resize-message': CARD_FORM_MESSAGE.resize,
      'data-purpose-message': CARD_FORM_MESSAGE.purpose,
      'data-bin-message': CARD_FORM_MESSAGE.bin,
    },
    `<h1>${t.details}</h1>${summary}
<form id="card-form" method="post" action="${escapeHtml(`${action}${cardFormQuery(options)}`)}" novalidate>
${input('cardNumber')}<div class="row">${input('expiry')}${input('cvv')}</div>${input('firstName')}${input('lastName')}
<div class="actions"><button id="card-form-submit" class="primary" type="submit" data-save-label="${t.submit.save}" data-use-label="${t.submit.use}">${t.submit[options.purpose]}</button>
<button id="card-form-cancel" class="secondary" type="button">${t.cancel}</button></div></form>`,
    options.theme,
    language,
  );
}

export function cardFormCompletePage(input: {
  transactionUuid: string;
  origin: string;
  last4: string;
  theme?: CardFormTheme;
  language?: TLanguage | undefined;
}): string {
  const language = input.language ?? 'en';
  const t = TEXTS[language];
  return page(
    t.accepted,
    {
      'data-transaction-uuid': input.transactionUuid,
      'data-target-origin': input.origin,
      'data-complete-message': CARD_FORM_MESSAGE.complete,
      'data-resize-message': CARD_FORM_MESSAGE.resize,
    },
    `<h1>${t.accepted}</h1><p class="notice" role="status">${escapeHtml(t.acceptedNote(input.last4))}</p>`,
    input.theme,
    language,
  );
}

export function cardFormClosedPage(
  reason: 'expired' | 'unknown',
  theme?: CardFormTheme,
  language: TLanguage = 'en',
): string {
  const t = TEXTS[language];
  return page(
    t.closed,
    {},
    `<h1>${t.closed}</h1><p class="notice" role="alert">${t[reason]}</p>`,
    theme,
    language,
  );
}
