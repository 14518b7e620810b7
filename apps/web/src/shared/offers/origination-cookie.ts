/**
 * The origination state (spec §3 "persisted in a cookie per customer and rewritten on each change"): a cookie
 * `origination_<customerId>` (path /, SameSite=Lax, Secure on https, max-age ORIGINATION_COOKIE_EXPIRY_MS = the
 * origination cache, 7200 min) holding JSON of the non-secret fields only — never a card number, token or card
 * id: the chosen card is kept by its last four. Deleted when the loan is done and on sign-out (every
 * `origination_` cookie: the reset runs as the session is cleared).
 */
import { ORIGINATION_COOKIE_EXPIRY_MS } from '@lender/domain';
import { registerStoreReset } from '../session/store-reset';

export interface OriginationCookieState {
  applicationId: string;
  appraisalId: number;
  /** cents; 0 while no amount is chosen */
  disbursementAmount: number;
  /** 16 debit card, 14 money transfer, 2 store; 0 while none is chosen */
  disbursementType: number;
  loanId: string | null;
  loanStatusId: number | null;
  /** 'YYYY-MM-DD' */
  dueDate: string | null;
  /** cents owed on the due date */
  loanAmount: number | null;
  collateral: { year: number; make: string; model: string } | null;
  /** the disburse card's last four (debit only) */
  cardLastFour: string | null;
  /** the origination's messageKey once started */
  originationKey: string | null;
  /** the submit attempt's idempotency key, kept until its messageKey is known (a reload or double tap re-sends it) */
  idempotencyKey: string | null;
}

const PREFIX = 'origination_';
const FIELDS: readonly (keyof OriginationCookieState)[] = [
  'applicationId',
  'appraisalId',
  'disbursementAmount',
  'disbursementType',
  'loanId',
  'loanStatusId',
  'dueDate',
  'loanAmount',
  'collateral',
  'cardLastFour',
  'originationKey',
  'idempotencyKey',
];

export const originationCookieName = (customerId: string): string =>
  `${PREFIX}${encodeURIComponent(customerId)}`;

function attributes(maxAgeSeconds: number): string {
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Only the listed fields, nothing else a caller may have put on the object. */
function pick(state: OriginationCookieState): OriginationCookieState {
  return Object.fromEntries(
    FIELDS.map((field) => [field, state[field]]),
  ) as unknown as OriginationCookieState;
}

const isState = (value: unknown): value is OriginationCookieState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OriginationCookieState).applicationId === 'string' &&
  typeof (value as OriginationCookieState).appraisalId === 'number' &&
  typeof (value as OriginationCookieState).disbursementAmount === 'number';

export function readOriginationCookie(
  customerId: string,
  doc: Document = document,
): OriginationCookieState | null {
  const name = `${originationCookieName(customerId)}=`;
  const raw = doc.cookie
    .split('; ')
    .find((part) => part.startsWith(name))
    ?.slice(name.length);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    return isState(parsed)
      ? { ...blankOrigination(parsed.applicationId, parsed.appraisalId), ...pick(parsed) }
      : null;
  } catch {
    return null;
  }
}

export function writeOriginationCookie(
  customerId: string,
  state: OriginationCookieState,
  doc: Document = document,
): void {
  doc.cookie = `${originationCookieName(customerId)}=${encodeURIComponent(JSON.stringify(pick(state)))}${attributes(Math.floor(ORIGINATION_COOKIE_EXPIRY_MS / 1000))}`;
}

export function clearOriginationCookie(customerId: string, doc: Document = document): void {
  doc.cookie = `${originationCookieName(customerId)}=${attributes(0)}`;
}

/** Sign-out: every origination cookie on this device. */
export function clearAllOriginationCookies(doc: Document = document): void {
  for (const part of doc.cookie.split('; ')) {
    const name = part.split('=')[0] ?? '';
    if (name.startsWith(PREFIX)) doc.cookie = `${name}=${attributes(0)}`;
  }
}

export function blankOrigination(
  applicationId: string,
  appraisalId: number,
): OriginationCookieState {
  return {
    applicationId,
    appraisalId,
    disbursementAmount: 0,
    disbursementType: 0,
    loanId: null,
    loanStatusId: null,
    dueDate: null,
    loanAmount: null,
    collateral: null,
    cardLastFour: null,
    originationKey: null,
    idempotencyKey: null,
  };
}

registerStoreReset(() => {
  if (typeof document !== 'undefined') clearAllOriginationCookies();
});
