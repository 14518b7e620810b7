/**
 * Every accounts-area call that names a loan, as the authorization matrix makes it (authorization-matrix.test.ts with
 * another persona's session, authorization-guest.test.ts with a guest's): its name, method, URL and payload.
 */
import { DEFAULT_TIME_ZONE, zonedParts } from '@lender/domain';

/** today's date in the store's time zone (a payoff quote's good-through date) */
export const today = zonedParts(new Date(), DEFAULT_TIME_ZONE).date;

export type Call = { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown };
export const loanCalls = (loanId: string, lmsId: string): Call[] => [
  {
    name: 'GET /accountdetail',
    method: 'GET',
    url: `/accountdetail?loanId=${loanId}&lmsId=${lmsId}`,
  },
  { name: 'GET /accounthistory', method: 'GET', url: `/accounthistory?loanId=${loanId}` },
  {
    name: 'GET /personalInfo',
    method: 'GET',
    url: `/personalInfo?loanId=${loanId}&lmsId=${lmsId}`,
  },
  { name: 'GET /loanlock', method: 'GET', url: `/loanlock?loanIds=${loanId}` },
  { name: 'POST /loanlock', method: 'POST', url: '/loanlock', payload: { loanId, value: false } },
  { name: 'GET /addOnLock', method: 'GET', url: `/addOnLock?loanId=${loanId}` },
  { name: 'POST /addOnLock', method: 'POST', url: '/addOnLock', payload: { loanId, storeId: 1 } },
  { name: 'GET /repoInfo', method: 'GET', url: `/repoInfo?loanId=${loanId}` },
  {
    name: 'PUT /repoInfo',
    method: 'PUT',
    url: '/repoInfo',
    payload: { loanId, personalPropertyPickupRequested: false },
  },
  { name: 'GET /riskInfo', method: 'GET', url: `/riskInfo?loanId=${loanId}` },
  { name: 'GET /riskInfo isAddon', method: 'GET', url: `/riskInfo?loanId=${loanId}&isAddon=true` },
  {
    name: 'POST /riskInfo/acknowledge',
    method: 'POST',
    url: '/riskInfo/acknowledge',
    payload: { loanId, flag: 'creditLimitChanged' },
  },
  {
    name: 'GET /disbursementReference',
    method: 'GET',
    url: `/disbursementReference?loanId=${loanId}&disbursementType=16`,
  },
  {
    name: 'GET /payoffQuote',
    method: 'GET',
    url: `/payoffQuote?loanId=${loanId}&lmsId=${lmsId}&goodThrough=${today}`,
  },
  {
    name: 'GET /payoffQuotePdf',
    method: 'GET',
    url: `/payoffQuotePdf?loanId=${loanId}&lmsId=${lmsId}&goodThrough=${today}`,
  },
  {
    name: 'GET /refiallowedstatus',
    method: 'GET',
    url: `/refiallowedstatus?loanId=${loanId}&latitude=29.76&longitude=-95.37`,
  },
  {
    name: 'POST /refiallowedstatus',
    method: 'POST',
    url: '/refiallowedstatus',
    payload: {
      loanId,
      lmsId,
      timestamp: new Date().toISOString(),
      didConsent: true,
      state: 'TX',
      storeId: 101,
      transactionType: 'refinance',
    },
  },
  {
    name: 'GET /ancillaryProducts',
    method: 'GET',
    url: `/ancillaryProducts?loanId=${loanId}&amount=21540&productId=1&storeId=101`,
  },
  {
    name: 'POST /loanSigning refinanceDisclosure',
    method: 'POST',
    url: '/loanSigning',
    payload: { loanId, documentType: 'refinanceDisclosure', paymentAmountCents: 21_540 },
  },
  { name: 'GET /autoPay', method: 'GET', url: `/autoPay?loanId=${loanId}` },
  { name: 'PUT /autoPay', method: 'PUT', url: '/autoPay', payload: { loanId, enrolled: false } },
  {
    name: 'POST /cancelrefinance',
    method: 'POST',
    url: '/cancelrefinance',
    payload: { newLoanId: loanId },
  },
  {
    name: 'POST /disclosureacknowledgement',
    method: 'POST',
    url: '/disclosureacknowledgement',
    payload: {
      loanId,
      borrower: { customerId: 'T100001', name: 'Ana Rivera', initials: 'AR', date: today },
    },
  },
];
