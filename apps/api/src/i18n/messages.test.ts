// The server's one table of messages (decision 014): every message in Spanish, every rule code of the domain in it,
// and every English sentence the API's errors say found in it, so no message reaches a Spanish reader in English.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_AMOUNT_CODES } from '@lender/domain';
import { DRAW_ERROR_CODES } from '@lender/contract';
import { formatLongDate, formatMoney, formatMonthYear } from './language';
import { DECLINE_REASONS } from '../integrations/card-processor';
import {
  CANNOT_RECEIVE_REASON,
  UNKNOWN_TOKEN_REASON,
} from '../integrations/card-processor/sandbox';
import { MESSAGES, type MessageId } from './messages';
import { messageIdOf, storedText, text, translate } from './translate';

const placeholders = (template: string) => (template.match(/\{\w+\}/g) ?? []).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('test-kit')
      ? [path]
      : [];
  });
}

describe('the server’s messages', () => {
  it('has every message in Spanish, not empty, not the English, with the same placeholders', () => {
    const untranslatedOnPurpose = new Set<MessageId>(['field.multipart']);
    for (const [id, message] of Object.entries(MESSAGES) as [
      MessageId,
      { en: string; es: string },
    ][]) {
      expect(message.es.trim(), id).not.toBe('');
      if (!untranslatedOnPurpose.has(id)) expect(message.es, id).not.toBe(message.en);
      expect(placeholders(message.es), id).toEqual(placeholders(message.en));
    }
  });

  it('has no two messages with the same English (a sentence names one message)', () => {
    const english = Object.values(MESSAGES).map((message) => message.en);
    expect(new Set(english).size).toBe(english.length);
  });

  it('translates every payment amount code of the domain rules', () => {
    for (const code of PAYMENT_AMOUNT_CODES)
      expect(MESSAGES, code).toHaveProperty([`payments.amount.${code}`]);
    expect(Object.keys(DRAW_ERROR_CODES).length).toBeGreaterThan(0);
  });

  it('fills parameters, dollars written through Intl, in the reader’s language', () => {
    const refusal = text('payments.amount.abovePayoff', { amount: { cents: 125_000 } });
    expect(translate('en', refusal)).toBe(
      'The payment cannot be more than the payoff amount of $1,250.00.',
    );
    expect(translate('es', refusal)).toBe(
      'El pago no puede ser mayor que el saldo de liquidación de $1,250.00.',
    );
    expect(translate('es', text('uploads.tooMany', { maxFiles: 5 }))).toBe(
      'Puede subir como máximo 5 archivos',
    );
  });

  it('finds a plain English sentence of the table, also after a field name; leaves any other text as it is', () => {
    expect(messageIdOf('Incorrect username or password.')).toBe('auth.incorrectCredentials');
    expect(translate('es', 'Incorrect username or password.')).toBe(
      'Usuario o contraseña incorrectos.',
    );
    expect(translate('es', 'body.username: Required')).toBe('body.username: Obligatorio');
    expect(translate('es', 'body.x: Too small: expected number to be >0')).toBe(
      'body.x: Too small: expected number to be >0',
    );
    expect(translate('en', 'body.username: Required')).toBe('body.username: Required');
  });

  it('writes dates spelled out (never 11/05 that a Spanish reader takes for May 11) and months by name', () => {
    expect(formatLongDate('2026-11-05', 'es')).toBe('5 de noviembre de 2026');
    expect(formatLongDate('2026-11-05', 'en')).toBe('November 5, 2026');
    expect(formatMonthYear('2026-11-30', 'es')).toBe('noviembre de 2026');
    expect(formatMoney(123_456, 'es')).toBe('$1,234.56');
  });

  it('words the domain’s sign-in field codes as spec §5 does, word for word', () => {
    const english = (id: MessageId) => MESSAGES[id].en;
    expect(english('auth.usernameRequired')).toBe('Email or Phone Number is required');
    expect(english('auth.usernameInvalid')).toBe('Invalid Email or Phone Number');
    expect(english('auth.emailNotFound')).toBe('Your email was not found.');
    expect(english('auth.phoneNotFound')).toBe('Your phone number was not found.');
    expect(english('auth.passwordRequired')).toBe('Password is required');
    expect(english('auth.passwordRequirements')).toBe(
      'Your password does not meet our requirements.',
    );
  });

  it('has every reason the card processor gives (said to the borrower after a decline) in the table', () => {
    for (const reason of [
      ...Object.values(DECLINE_REASONS),
      CANNOT_RECEIVE_REASON,
      UNKNOWN_TOKEN_REASON,
    ])
      expect(messageIdOf(reason), reason).toBeDefined();
  });

  it('says a message kept in a row in the language it is read in, its sentence parameters too', () => {
    const kept = storedText(text('funds.drawDeclined', { reason: 'Insufficient funds' }));
    expect(translate('en', kept)).toBe(
      'Your card declined the transfer: Insufficient funds. Nothing was drawn.',
    );
    expect(translate('es', kept)).toBe(
      'Su tarjeta rechazó la transferencia: Fondos insuficientes. No se retiró nada.',
    );
    expect(translate('es', '{"id":"no.such"}')).toBe('{"id":"no.such"}');
  });

  it('has every English sentence the API’s errors say (thrown or as a *_MESSAGE constant) in the table', () => {
    const root = join(__dirname, '..');
    const thrown =
      /new (?:ValidationError|NotFoundError|ConflictError|ForbiddenError|UnauthorizedError|ServiceUnavailableError|TooManyAttemptsError|UploadRejectedError)\(\s*'([^'\n]+)'/g;
    const denied = /accessDenied\(\s*'([^'\n]+)'/g;
    // the errors whose message follows a status and a code: the sentence among their arguments
    const coded =
      /new (?:AuthError|CodedError|PaymentError|CardError)\([^;]*?'([A-Z][^'\n]* [^'\n]*[.?!])'/g;
    const constants = /export const [A-Z_]+_MESSAGE = '([^'\n]+)'/g;
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      if (file.includes('dev-routes') || file.includes(`${join('i18n', 'messages.ts')}`)) continue;
      const source = readFileSync(file, 'utf8');
      for (const pattern of [thrown, denied, coded, constants]) {
        for (const match of source.matchAll(pattern)) {
          const english = match[1]!;
          if (!messageIdOf(english)) missing.push(`${file.slice(root.length)}: ${english}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
