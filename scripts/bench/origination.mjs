// POST /loanOriginate → loanId (issue 12, decision 025): p50/p99 over 100 originations by P6 from his appraisal
// offer ($500.00, cash at the store), one after another (an appraisal holds one live origination at a time), polling
// GET /loanOriginate?key= every 50 ms until the loan system's loanId arrives (the app polls every second; 50 ms here so
// the figure shows the server: the job that makes the loan). Between two originations, outside the measured time,
// P6 declines the agreement on the e-sign sandbox's page, which voids the loan and frees the appraisal. On a
// throwaway PostgreSQL only. BENCH_FROM_SOURCE=true runs the server from source (tsx) instead of the last build.
import { randomUUID } from 'node:crypto';
import { createHttpClient } from './http-client.mjs';
import { onPostgresServer } from './server.mjs';
import { signInAs } from './sign-in.mjs';

const POLL_MS = 50;
const ORIGINATIONS = Number(process.env.BENCH_ORIGINATIONS ?? 100);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function oneOrigination(client, { auth, body }) {
  const started = performance.now();
  const response = await client.request('POST', '/api/loanOriginate', {
    headers: auth,
    body: { ...body, idempotencyKey: randomUUID() },
  });
  if (response.status !== 202)
    return {
      ok: false,
      reason: `POST /api/loanOriginate answered ${response.status}: ${response.text}`,
    };
  const { messageKey } = response.json();
  for (let polls = 0; polls < 1200; polls += 1) {
    await sleep(POLL_MS);
    const status = (
      await client.request('GET', `/api/loanOriginate?key=${messageKey}`, { headers: auth })
    ).json();
    if (status.Error) return { ok: false, reason: status.Error };
    if (status.loanId)
      return { ok: true, ms: performance.now() - started, loanId: status.loanId, messageKey };
  }
  return { ok: false, reason: 'no loanId after 1200 polls' };
}

/** Declines the agreement on the signing page: the loan is voided and the appraisal free for the next origination. */
async function release(client, baseUrl, auth, { loanId, messageKey }) {
  const signing = await client.request('POST', '/api/loanSigning', {
    headers: auth,
    body: { loanId, documentType: 'loanAgreement' },
  });
  if (signing.status !== 200)
    throw new Error(`POST /api/loanSigning answered ${signing.status}: ${signing.text}`);
  const page = await fetch(`${baseUrl}${signing.json().signingUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=decline',
  });
  if (page.status !== 200) throw new Error(`the signing page answered ${page.status}`);
  const status = (
    await client.request('GET', `/api/loanOriginate?key=${messageKey}`, { headers: auth })
  ).json();
  if (status.origination?.status !== 'declined')
    throw new Error(`the origination is ${status.origination?.status}, not declined`);
}

async function measure(baseUrl) {
  const auth = await signInAs(baseUrl, 'frank.appraisal@example.com');
  const client = createHttpClient(baseUrl);
  const { offers } = await (await fetch(`${baseUrl}/api/offers`, { headers: auth })).json();
  const appraisal = offers?.find((offer) => offer.offerId === 12);
  if (!appraisal?.applicationId)
    throw new Error(`P6's appraisal offer is missing: ${JSON.stringify(offers)}`);
  const info = await (
    await fetch(`${baseUrl}/api/originationInfo?applicationId=${appraisal.applicationId}`, {
      headers: auth,
    })
  ).json();
  const body = {
    applicationId: info.applicationId,
    appraisalId: info.appraisalId,
    disburseCardIds: [],
    amount: '500.00',
    type: 2,
    loanTypeCode: 'title',
    locationId: info.locationId,
    brand: info.locationBrand,
    productId: info.productId,
    storeId: info.storeId,
  };
  const latencies = [];
  let errors = 0;
  let firstError;
  try {
    for (let i = 0; i < ORIGINATIONS; i += 1) {
      const result = await oneOrigination(client, { auth, body });
      if (!result.ok) {
        errors += 1;
        firstError ??= result.reason;
        break;
      }
      latencies.push(result.ms);
      await release(client, baseUrl, auth, result);
    }
  } finally {
    client.close();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    originations: latencies.length,
    errors,
    firstError: firstError ?? null,
    pollMs: POLL_MS,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

export async function measureOrigination(port) {
  return onPostgresServer(port, measure);
}
