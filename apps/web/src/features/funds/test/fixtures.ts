/** The funds tests' data: L1, an open line of credit, its draw limits, cards, draw statuses, and a fetch mock that records calls. */
import {
  ZCardsResponseSchema,
  ZDrawLimitsResponseSchema,
  ZDrawStatusResponseSchema,
  ZRiskInfoResponseSchema,
  type TDrawLimitsResponse,
  type TRiskInfoResponse,
  type TDrawStatusResponse,
  type TPaymentCard,
} from '@lender/contract';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { card as sharedCard, mastercard4444 } from '../../../shared/cards/cards.test-data';
import { A2_ID, LOAN_VALIDATIONS, loanDetail } from '../../../test/loan-fixtures';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { riskInfoAnswer } from '../../../test/risk-info-fixture';

export const L1_ID = A2_ID;

/** L1: a line of credit of $5,000.00 with $3,000.00 owed, so $2,000.00 available. */
export const l1Detail = () =>
  loanDetail({
    loanId: L1_ID,
    lmsId: '10003-001',
    loanHdr: '10003-001',
    productType: 'lineOfCredit',
    productId: 3,
    creditLimitCents: 500000,
    balanceCents: 300000,
    availableCreditCents: 200000,
    validations: { ...LOAN_VALIDATIONS, isDisbursementAvailable: true },
  });

export const limits = (overrides: Partial<TDrawLimitsResponse> = {}): TDrawLimitsResponse =>
  ZDrawLimitsResponseSchema.parse({
    loanId: L1_ID,
    creditLimitCents: 500000,
    balanceCents: 300000,
    pendingAdvancesCents: 0,
    inFlightCents: 0,
    availableCreditCents: 200000,
    minDrawCents: 100,
    maxDrawCents: 200000,
    ...overrides,
  });

export const visaDebit = sharedCard();
export const mastercardCredit = mastercard4444;
export const discoverDebit = sharedCard({
  cardToken: 'tok_disc_6011',
  cardIds: [{ type: 'tlxe', id: 'C-6011' }],
  cardNumber: '6011',
  cardType: 'discover',
  cardBin: '60110000',
});

export const cardsResponse = (cards: TPaymentCard[], disburseAllowed = true) =>
  ZCardsResponseSchema.parse({
    cards,
    validations: {
      payment: { allowed: true, maxCardLimit: 10 },
      disburse: { allowed: disburseAllowed, maxCardLimit: 5 },
    },
  });

export const drawStatus = (overrides: Partial<TDrawStatusResponse> = {}): TDrawStatusResponse =>
  ZDrawStatusResponseSchema.parse({
    messageKey: 'draw-1',
    pending: false,
    Error: null,
    confirmation: {
      loanId: L1_ID,
      lmsId: '10003-001',
      amountCents: 25000,
      cardNumber: '1111',
      cardType: 'visa',
      confirmationNumber: 'DRWDB43CD27B814',
      reference: 'db43cd27-b814-4c1e-9a0b-5f2e3d4c5b6a',
      balanceCents: 325000,
      availableCreditCents: 175000,
    },
    ...overrides,
  });

/** GET /riskInfo of L1: nothing changed unless told. */
export const riskInfo = (overrides: Partial<TRiskInfoResponse> = {}): TRiskInfoResponse =>
  ZRiskInfoResponseSchema.parse(riskInfoAnswer(L1_ID, { creditLimitCents: 500000, ...overrides }));

export const pendingStatus = () => drawStatus({ pending: true, confirmation: null });

export const configSettings = (overrides: Partial<typeof SERVER_SETTINGS_DEFAULTS> = {}) => ({
  settings: { ...SERVER_SETTINGS_DEFAULTS, ...overrides },
  defaultBrand: 'inl',
});

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
type Route = FakeAnswer | ((url: URL) => FakeAnswer);

/** A fetch mock at the HTTP boundary ('GET /drawLimits' → answer), recording every call with its JSON body. */
export function fundsApi(routes: Record<string, Route>) {
  const calls: { key: string; url: URL; body?: unknown }[] = [];
  const all: Record<string, Route> = {
    'GET /configsettings': { body: configSettings() },
    'GET /accountdetail': { body: l1Detail() },
    'GET /drawLimits': { body: limits() },
    'GET /cards': { body: cardsResponse([visaDebit, mastercardCredit]) },
    'POST /addOnLock': {
      body: { loanId: L1_ID, locked: true, expiresAt: '2026-11-25T12:30:00.000Z' },
    },
    'GET /riskInfo': { body: riskInfo() },
    ...routes,
  };
  const handlers = Object.fromEntries(
    Object.entries(all).map(([key, route]) => [
      key,
      (url: URL, init: RequestInit | undefined) => {
        calls.push({
          key,
          url,
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        });
        const answer = typeof route === 'function' ? route(url) : route;
        return jsonResponse(answer.body ?? {}, answer.status ?? 200);
      },
    ]),
  );
  const fetchMock = mockApi(handlers);
  return { fetchMock, callsTo: (key: string) => calls.filter((call) => call.key === key) };
}
