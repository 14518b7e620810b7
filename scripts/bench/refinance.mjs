// POST /payment isRefi → newLoanId (issue 13, decision 026): p50/p99 over 100 renewals by P1, one after another, each
// renewing the new loan the previous one made (A1 first): she pays the loan's product-switch amount due (its finance
// charge, the least a renewal of it may be), so every new loan has the same principal and the chain never runs dry.
// Polls GET /payment?key= every 50 ms until newLoanId arrives (the app polls every second; 50 ms here so the figure
// shows the server: the job that charges the card, pays the old loan and opens the new one). Before each renewal,
// outside the measured time, the steps the renewal needs are done the way the app does them where the server offers
// them: the refinance disclosure signed on the e-sign sandbox's page (POST /loanSigning 'refinanceDisclosure') and the
// restricted-state consent (POST /refiallowedstatus). On a throwaway PostgreSQL only. BENCH_FROM_SOURCE=true runs the
// server from source (tsx) instead of the last build.
import { randomUUID } from 'node:crypto';
import { createHttpClient } from './http-client.mjs';
import { onPostgresServer } from './server.mjs';
import { signInP1 } from './sign-in.mjs';

const POLL_MS = 50;
const RENEWALS = Number(process.env.BENCH_RENEWALS ?? 100);
/** P1's store is in Houston, TX: the location step's position */
const HOUSTON = { latitude: 29.7604, longitude: -95.3698 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const dollars = (cents) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The steps before the payment, where the server has them: a signed refinance disclosure for this loan and amount
 * (its envelope id), and the consent of the loan's store state. Answers the envelope id to pay with.
 */
async function stepsBefore(client, baseUrl, auth, loan, amountCents) {
  const signing = await client.request('POST', '/api/loanSigning', {
    headers: auth,
    body: {
      loanId: loan.loanId,
      documentType: 'refinanceDisclosure',
      paymentAmountCents: amountCents,
    },
  });
  if (signing.status !== 200) return randomUUID(); // the steps gate is not wired on this server: any envelope id
  const { envelopeId, signingUrl } = signing.json();
  const page = await fetch(`${baseUrl}${signingUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=sign&initials=AR&name=Ana%20Rivera&consent=yes',
  });
  if (page.status !== 200) throw new Error(`the signing page answered ${page.status}`);
  await client.request('POST', '/api/refiallowedstatus', {
    headers: auth,
    body: {
      loanId: loan.loanId,
      lmsId: loan.lmsId,
      timestamp: new Date().toISOString(),
      didConsent: true,
      state: loan.storeState ?? 'TX',
      storeId: loan.storeId,
      transactionType: 'refinance',
    },
  });
  return envelopeId;
}

async function oneRenewal(client, { auth, card, loan, envelopeId, amountCents }) {
  const started = performance.now();
  const body = {
    idempotencyKey: randomUUID(),
    loanId: loan.loanId,
    paymentAmount: dollars(amountCents),
    paymentAmountType: 'onlineProduct',
    paymentType: 3,
    isRefi: true,
    refinance: { disclosureEnvelopeId: envelopeId, ancillaryProductIds: [], ...HOUSTON },
    paymentCardToken: card.cardToken,
    paymentCardIds: card.cardIds,
    cardHolderName: 'Ana Rivera',
    cardNumber: card.cardNumber,
  };
  const response = await client.request('POST', '/api/payment', { headers: auth, body });
  if (response.status !== 202)
    return { ok: false, reason: `POST /api/payment answered ${response.status}: ${response.text}` };
  const { messageKey } = response.json();
  for (let polls = 0; polls < 1200; polls += 1) {
    await sleep(POLL_MS);
    const status = (
      await client.request('GET', `/api/payment?key=${messageKey}`, { headers: auth })
    ).json();
    if (status.Error) return { ok: false, reason: status.Error };
    if (status.newLoanId)
      return { ok: true, ms: performance.now() - started, newLoanId: status.newLoanId };
  }
  return { ok: false, reason: 'no newLoanId after 1200 polls' };
}

async function measure(baseUrl) {
  const auth = await signInP1(baseUrl);
  const client = createHttpClient(baseUrl);
  const { cards } = await (
    await fetch(`${baseUrl}/api/cards?processorType=1`, { headers: auth })
  ).json();
  const card = cards.find((c) => c.cardNumber === '1111');
  const { loans } = await (
    await fetch(`${baseUrl}/api/accounts?brandName=inl`, { headers: auth })
  ).json();
  let loanId = loans.find((loan) => loan.lmsId === '10001-001')?.loanId;
  if (!card || !loanId) throw new Error('P1’s card ••1111 or her loan A1 is missing');
  const latencies = [];
  let errors = 0;
  let firstError;
  try {
    for (let i = 0; i < RENEWALS; i += 1) {
      const loan = (
        await client.request('GET', `/api/accountdetail?loanId=${loanId}`, { headers: auth })
      ).json();
      // A1's least renewal is its minimum due; every new loan's is its finance charge (product-switch amount due)
      const amountCents = Math.min(
        loan.minimumAmountDueCents,
        loan.productSwitchAmountDueCents || loan.minimumAmountDueCents,
      );
      const envelopeId = await stepsBefore(client, baseUrl, auth, loan, amountCents);
      const result = await oneRenewal(client, { auth, card, loan, envelopeId, amountCents });
      if (!result.ok) {
        errors += 1;
        firstError ??= result.reason;
        break;
      }
      latencies.push(result.ms);
      loanId = result.newLoanId;
    }
  } finally {
    client.close();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    renewals: latencies.length,
    errors,
    firstError: firstError ?? null,
    pollMs: POLL_MS,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

export async function measureRefinance(port) {
  return onPostgresServer(port, measure);
}
