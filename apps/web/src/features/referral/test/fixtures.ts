/** The referral tests' data: Gina's stats and history, her profile, the cash-out card, and a fetch mock that records calls. */
import type {
  TCashOutStatusResponse,
  TReferralBalanceHistoryResponse,
  TReferralStatsResponse,
} from '@lender/contract';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { jsonResponse, mockApi } from '../../../test/render-screen';

export const FORM_UUID = '6f1c1f0e-2a4b-4c8d-9e0f-1a2b3c4d5e6f';

export const stats = (overrides: Partial<TReferralStatsResponse> = {}): TReferralStatsResponse => ({
  peopleSignedUp: 3,
  codesScanned: 7,
  amountPerShare: 50,
  currentBalanceCents: 10000,
  pendingCashOut: false,
  pendingCashOutCents: 0,
  pendingMessageKey: null,
  referralUrl: 'http://localhost/Refer/GINA50',
  shortCode: 'GINA50',
  ...overrides,
});

export const history = (): TReferralBalanceHistoryResponse => ({
  currentBalanceCents: 10000,
  history: [
    {
      id: 3,
      kind: 'cashOut',
      amountCents: -10000,
      createdAt: '2026-03-02T18:00:00.000Z',
      referredFirstName: null,
      cardNumber: '1111',
      reference: 'DSB-1',
    },
    {
      id: 2,
      kind: 'signup',
      amountCents: 5000,
      createdAt: '2026-02-20T18:00:00.000Z',
      referredFirstName: 'Maria',
      cardNumber: null,
      reference: null,
    },
  ],
});

export const cashOutStatus = (
  overrides: Partial<TCashOutStatusResponse> = {},
): TCashOutStatusResponse => ({
  messageKey: 'co-1',
  status: 'paid',
  amountCents: 10000,
  cardNumber: '1111',
  cardType: 'visa',
  reference: 'DSB-42',
  confirmationNumber: 'RWD0F1E2D3C4B5A',
  declineReason: null,
  currentBalanceCents: 0,
  ...overrides,
});

export const configSettings = (overrides: Partial<typeof SERVER_SETTINGS_DEFAULTS> = {}) => ({
  settings: { ...SERVER_SETTINGS_DEFAULTS, ...overrides },
  defaultBrand: 'inl',
});

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** A fetch mock at the HTTP boundary ('GET /referralStats' → answer), recording every call with its JSON body. */
type Route = FakeAnswer | ((url: URL) => FakeAnswer);

export function referralApi(routes: Record<string, Route>) {
  const calls: { key: string; url: URL; body?: unknown }[] = [];
  const all: Record<string, Route> = {
    'GET /configsettings': { body: configSettings() },
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
