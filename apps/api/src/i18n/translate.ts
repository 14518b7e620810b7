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

export const text = (id: MessageId, params?: Record<string, MessageParam>): Text => (params ? { id, params } : { id });


const BY_ENGLISH = new Map<string, MessageId>(
  (Object.entries(MESSAGES) as [MessageId, { en: string }][]).filter(([, m]) => !m.en.includes('{')).map(([id, m]) => [m.en, id]),
);

/** The id of a message without parameters, by its English text (the services that throw a plain sentence). */
export function messageIdOf(english: string): MessageId | undefined {
  return BY_ENGLISH.get(english);
}

function fill(template: string, params: Text['params'], language: TLanguage): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? formatMoney(value.cents, language) : String(value);
  });
}

/**
 * A message in the language: a Text from the table; a plain English sentence of the table by its text, also after a
 * field name ("body.amount: Required"); any other string as it is (a technical text the table does not hold).
 */
export function translate(language: TLanguage, message: Text | string): string {
  if (typeof message !== 'string') return fill(MESSAGES[message.id][language], message.params, language);
  const id = messageIdOf(message);
  if (id) return MESSAGES[id][language];
  const prefixed = /^([\w.[\]-]+): (.+)$/s.exec(message);
  const rest = prefixed?.[2] ? messageIdOf(prefixed[2]) : undefined;
  return prefixed && rest ? `${prefixed[1]}: ${MESSAGES[rest][language]}` : message;
}
