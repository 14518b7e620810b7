/**
 * Spec §5 Currency. Money is integer cents. Text forms: display '$1,234.56', server '1,234.56'
 * (2 decimals and thousands separators), and the currency control's editing value '1,234.5'.
 */
export const CURRENCY_SYMBOL = '$';

const STRICT_AMOUNT = /^\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/**
 * Strict parse to cents: an optional '$', digits with correct thousands grouping (or none), and at
 * most 2 decimals ('$1,234.56', '1234.5', '0.01', '.5', '12.'). Negatives, letters, more than 2
 * decimals, bad grouping and amounts beyond safe integers give null.
 */
export function parseCurrencyToCents(text: string): number | null {
  const match = STRICT_AMOUNT.exec(text.trim());
  if (!match) return null;
  const whole = match[1];
  const fraction = match[2];
  if (whole === undefined && !fraction) return null;
  const dollars = whole === undefined ? 0 : Number(whole.replace(/,/g, ''));
  const cents = dollars * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Groups an unsigned run of digits with commas: '1234567' → '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function splitCents(cents: number): { sign: string; text: string } {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const whole = groupThousands(String(Math.floor(abs / 100)));
  const frac = String(abs % 100).padStart(2, '0');
  return { sign: cents < 0 ? '-' : '', text: `${whole}.${frac}` };
}

/** '$1,234.56' (negative: '-$1,234.56'). */
export function formatCents(cents: number): string {
  const { sign, text } = splitCents(cents);
  return `${sign}${CURRENCY_SYMBOL}${text}`;
}

/** Amounts sent to the server carry 2 decimals and thousands separators: '1,234.56'. */
export function formatCentsForServer(cents: number): string {
  const { sign, text } = splitCents(cents);
  return `${sign}${text}`;
}

/**
 * What the currency control keeps of the raw text: digits and one dot only, at most 2 decimals,
 * leading zeros stripped (a lone '0' before the dot stays), thousands separators applied. The '$'
 * prefix is drawn by the control, not kept in the value. A leading dot becomes '0.'.
 */
export function sanitizeCurrencyInput(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const intDigits = dot < 0 ? kept : kept.slice(0, dot);
  const decimals =
    dot < 0
      ? ''
      : kept
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  let whole = intDigits.replace(/^0+/, '');
  if (whole === '' && (dot >= 0 || intDigits !== '')) whole = '0';
  const grouped = groupThousands(whole);
  return dot < 0 ? grouped : `${grouped}.${decimals}`;
}

/** On blur the decimals pad to two: '12' → '12.00', '1,234.5' → '1,234.50'; empty stays empty. */
export function padCurrencyOnBlur(text: string): string {
  const clean = sanitizeCurrencyInput(text);
  if (clean === '') return '';
  const [whole = '0', decimals = ''] = clean.split('.');
  return `${whole}.${decimals.padEnd(2, '0')}`;
}
