// The scale-out scenario (issue 19): P1 signs in on node A, pays on node B, the payment waits until the worker process
// runs its job, node A reads the result, and the rate limit holds across both nodes. Each check throws on failure.
import { randomUUID } from 'node:crypto';
import { signInP1 } from '../bench/sign-in.mjs';
import { SERVICE_RATE_LIMIT } from './cluster.mjs';

/** P1's store is in Houston, TX: the payment's location check (gpsCheckPayment/gpsForcePayment, decision 058). */
const HOUSTON = { latitude: 29.7604, longitude: -95.3698 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) => console.log(`[scale-out] ${line}`);

function check(condition, message) {
  if (!condition) throw new Error(message);
  say(`ok: ${message}`);
}

async function getJson(baseUrl, path, headers) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  if (!response.ok)
    throw new Error(
      `GET ${path} on ${baseUrl} answered ${response.status}: ${await response.text()}`,
    );
  return response.json();
}

async function payA1(node, auth, { loanId, card }) {
  const response = await fetch(`${node.baseUrl}/api/payment`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      loanId,
      paymentAmount: '1.00',
      paymentAmountType: 'other',
      paymentCardToken: card.cardToken,
      paymentCardIds: card.cardIds,
      cardHolderName: 'Ana Rivera',
      cardNumber: card.cardNumber,
      ...HOUSTON,
    }),
  });
  check(
    response.status === 202,
    `node B takes the payment (POST /api/payment answered ${response.status}${
      response.status === 202 ? '' : `: ${await response.clone().text()}`
    })`,
  );
  return (await response.json()).messageKey;
}

const pollPayment = (node, auth, messageKey) =>
  getJson(node.baseUrl, `/api/payment?key=${messageKey}`, auth);

/** Polls on node A every 500 ms until the payment is no longer pending (at most `polls` times). */
async function settledPayment(node, auth, messageKey, polls) {
  for (let i = 0; i < polls; i += 1) {
    const status = await pollPayment(node, auth, messageKey);
    if (!status.pending) return status;
    await sleep(500);
  }
  throw new Error(`the payment was still pending after ${polls} polls on ${node.name}`);
}

async function a1Of(node, auth) {
  const list = await getJson(node.baseUrl, '/api/accounts?brandName=inl', auth);
  const loan = list.loans.find((l) => l.lmsId === '10001-001');
  if (!loan) throw new Error(`P1's loan A1 (10001-001) is missing on ${node.name}`);
  return loan;
}

export async function paymentAcrossNodes({ a, b, startWorker, query }) {
  const auth = await signInP1(a.baseUrl);
  say('P1 signed in on node A (password, then the trusted-device code)');
  const before = await a1Of(a, auth);
  const { cards } = await getJson(a.baseUrl, '/api/cards?processorType=1', auth);
  const card = cards.find((c) => c.cardNumber === '1111');
  if (!card) throw new Error('P1’s saved Visa …1111 is missing');

  const messageKey = await payA1(b, auth, { loanId: before.loanId, card });
  // no process runs workers yet (both API nodes have RUN_WORKERS=false): the job waits in the queue
  await sleep(1500);
  check(
    (await pollPayment(a, auth, messageKey)).pending === true,
    'with no worker process the payment stays pending (the API nodes only enqueue)',
  );

  await startWorker();
  say('the worker process started');
  const result = await settledPayment(a, auth, messageKey, 120);
  check(
    Boolean(result.confirmationNumber),
    `node A reads the confirmation ${result.confirmationNumber}`,
  );
  const jobs = await query(`SELECT state FROM pgboss.job WHERE name = 'payment'`);
  check(
    jobs.rows.length === 1 && jobs.rows[0].state === 'completed',
    `the payment's job ran to completion on the worker (job states: ${jobs.rows.map((r) => r.state).join(', ')})`,
  );
  const after = await a1Of(a, auth);
  check(
    before.payoffAmountCents - after.payoffAmountCents === 100,
    `node A reads A1's payoff ${before.payoffAmountCents} → ${after.payoffAmountCents} cents`,
  );
  return { auth, messageKey };
}

/** Over HTTP: the service's ledger holds the payment's one posting, and the app's record of the step is answered. */
export async function postedOnceInLoanSystems({ query, ledgerQuery, paid }) {
  const { rows } = await query(
    `SELECT p.id, p.amount_cents, s.answered_at FROM payments p JOIN payment_postings s ON s.payment_id = p.id WHERE p.message_key = $1`,
    [paid.messageKey],
  );
  check(
    rows.length === 1 && rows[0].answered_at !== null,
    'the payment’s posting step is answered',
  );
  const postings = await ledgerQuery(
    `SELECT amount_cents FROM loan_payments WHERE payment_id = $1`,
    [rows[0].id],
  );
  check(
    postings.rows.length === 1 && Number(postings.rows[0].amount_cents) === 100,
    `the loan systems' database holds its one posting of 100 cents (${postings.rows.length} rows)`,
  );
  const own = await query(`SELECT count(*)::int AS n FROM loan_payments WHERE payment_id = $1`, [
    rows[0].id,
  ]);
  check(own.rows[0].n === 0, 'the app’s own database holds no ledger posting of it');
}

/**
 * One client address (X-Forwarded-For, as the load balancer sets it) reads GET /api/accounts through both nodes in
 * turn: the service's budget is answered in full, then both nodes refuse it — not twice the budget.
 */
export async function rateLimitAcrossNodes({ a, b }, auth) {
  const headers = { ...auth, 'x-forwarded-for': '203.0.113.7' };
  const statusOf = (node) =>
    fetch(`${node.baseUrl}/api/accounts?brandName=inl`, { headers }).then(
      async (response) => (await response.arrayBuffer(), response),
    );
  const answered = { 200: 0, other: 0 };
  for (let i = 0; i < SERVICE_RATE_LIMIT; i += 1) {
    const response = await statusOf(i % 2 === 0 ? a : b);
    answered[response.status === 200 ? 200 : 'other'] += 1;
  }
  check(
    answered[200] === SERVICE_RATE_LIMIT,
    `${SERVICE_RATE_LIMIT} reads over nodes A and B in turn are all answered (${answered.other} refused)`,
  );
  for (const node of [a, b]) {
    const refused = await statusOf(node);
    check(
      refused.status === 429 && Number(refused.headers.get('retry-after')) > 0,
      `${node.name} then refuses the address with 429 and Retry-After (${refused.status}): the two nodes together allowed the service's ${SERVICE_RATE_LIMIT}, not ${2 * SERVICE_RATE_LIMIT}`,
    );
  }
  const other = await fetch(`${a.baseUrl}/api/accounts?brandName=inl`, {
    headers: { ...auth, 'x-forwarded-for': '203.0.113.8' },
  });
  check(other.status === 200, 'another client address is still answered');
}
