/** The server's messages in the reader's language: a message id with its parameters, read from the one table. */
import type { TLanguage } from '@lender/contract';
import { formatMoney } from './language';
import { MESSAGES, type MessageId } from './messages';

/** A parameter: text as it is, a number, or dollars in cents written the reader's way. */
export type MessageParam = string | number | { cents: number };

/** A message to say: its id and its parameters. */
export interface Text {
  readonly id: MessageId;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

export const text = (id: MessageId, params?: Record<string, MessageParam>): Text =>
  params ? { id, params } : { id };

const BY_ENGLISH = new Map<string, MessageId>(
  (Object.entries(MESSAGES) as [MessageId, { en: string }][])
    .filter(([, m]) => !m.en.includes('{'))
    .map(([id, m]) => [m.en, id]),
);

/** The id of a message without parameters, by its English text (the services that throw a plain sentence). */
export function messageIdOf(english: string): MessageId | undefined {
  return BY_ENGLISH.get(english);
}

/** A parameter's text: dollars the reader's way; a sentence of the table (a processor's reason) in the language. */
function fill(template: string, params: Text['params'], language: TLanguage): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    if (typeof value === 'object') return formatMoney(value.cents, language);
    const id = typeof value === 'string' ? messageIdOf(value) : undefined;
    return id ? MESSAGES[id][language] : String(value);
  });
}

/** A message kept in a row to be said later (a payment's or a draw's failure): its id and parameters, as JSON. */
export const storedText = (message: Text): string => JSON.stringify(message);

function parseStored(message: string): Text | undefined {
  if (!message.startsWith('{"id":')) return undefined;
  try {
    const parsed = JSON.parse(message) as Text;
    return parsed.id in MESSAGES ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A message in the language: a Text from the table; a plain English sentence of the table by its text, also after a
 * field name ("body.amount: Required"); any other string as it is (a technical text the table does not hold).
 */
export function translate(language: TLanguage, message: Text | string): string {
  if (typeof message !== 'string')
    return fill(MESSAGES[message.id][language], message.params, language);
  const stored = parseStored(message);
  if (stored) return fill(MESSAGES[stored.id][language], stored.params, language);
  const id = messageIdOf(message);
  if (id) return MESSAGES[id][language];
  const prefixed = /^([\w.[\]-]+): (.+)$/s.exec(message);
  const rest = prefixed?.[2] ? messageIdOf(prefixed[2]) : undefined;
  return prefixed && rest ? `${prefixed[1]}: ${MESSAGES[rest][language]}` : message;
}
