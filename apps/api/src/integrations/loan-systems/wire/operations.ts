/**
 * The loan-systems service's operations (decision 065): each port method (port.ts) as a name, whether it writes (then
 * it takes an Idempotency-Key), the zod schema of its input (the JSON body) and of its result. One table for the
 * service (routes, OpenAPI) and the HTTP adapter (requests, answer validation). Every call is a POST with a JSON body:
 * a read's input may be identity data (the account-link verification's SSN), which never goes in a URL.
 */
import { z } from 'zod';
import {
  ApplicationRecordSchema,
  CashAdvanceRecordSchema,
  CashOutWithdrawalRecordSchema,
  CustomerChangeSchema,
  CustomerRecordSchema,
  instant,
  isoDate,
  DrawPostingRecordSchema,
  OriginatedLoanRecordSchema,
  LedgerEntryRecordSchema,
  LedgerPostingRecordSchema,
  LoanRecordSchema,
  MilitaryRecordSchema,
  OfferRecordSchema,
  RepoRecordSchema,
  RiskInfoRecordSchema,
} from './records';
import {
  CashOutWithdrawalSchema,
  DrawPostingSchema,
  LoanOriginationSchema,
  PaymentPostingSchema,
  PostedPaymentSchema,
  PostedRefinanceSchema,
  RefinanceVoidSchema,
} from './postings';

export interface Operation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  write: boolean;
  input: I;
  result: O;
  summary: string;
}

const read = <I extends z.ZodType, O extends z.ZodType>(input: I, result: O, summary: string) =>
  ({ write: false, input, result, summary }) satisfies Operation<I, O>;
const write = <I extends z.ZodType, O extends z.ZodType>(input: I, result: O, summary: string) =>
  ({ write: true, input, result, summary }) satisfies Operation<I, O>;

const id = z.string().min(1).max(200);
const ByLoan = z.object({ loanId: id });
const ByCustomer = z.object({ customerId: id });
const ByCustomers = z.object({ customerIds: z.array(id).max(100) });
const LoanAt = z.object({ loanId: id, now: instant });

/** the writes a saga's step asks under its own key (decision 068): the adapters take the caller's */
export type KeyedOperationName =
  'postPayment' | 'postRefinance' | 'postDraw' | 'withdrawCashOut' | 'voidRefinance';

/** The operations of one loan system (NLS or TLXe): POST /v1/systems/{system}/{operation}. */
export const SYSTEM_OPERATIONS = {
  listLoans: read(ByCustomers, z.array(LoanRecordSchema), 'Loans the customers hold'),
  loanDetail: read(ByLoan, LoanRecordSchema.nullable(), 'One loan'),
  pendingCashAdvances: read(ByLoan, z.array(CashAdvanceRecordSchema), 'Pending cash advances'),
  history: read(ByLoan, z.array(LedgerEntryRecordSchema), 'Ledger entries, newest first'),
  personalInfo: read(ByCustomer, CustomerRecordSchema.nullable(), 'A customer by system id'),
  customerRecord: read(
    z.object({ recordId: id }),
    CustomerRecordSchema.nullable(),
    'A customer by record id',
  ),
  applicationStatus: read(ByCustomer, ApplicationRecordSchema.nullable(), 'Newest application'),
  withdrawApplication: write(
    z.object({ customerId: id, applicationId: id, now: instant }),
    z.boolean(),
    'Withdraws an application in progress',
  ),
  bankruptcy: read(ByCustomers, z.array(LoanRecordSchema), 'Loans in a bankruptcy status'),
  militaryStatus: read(ByCustomer, MilitaryRecordSchema.nullable(), 'Military status'),
  updateCustomer: write(
    z.object({ customerId: id, change: CustomerChangeSchema }),
    z.boolean(),
    'Records her change of her customer record',
  ),
  setMilitaryStatus: write(
    z.object({
      customerId: id,
      isActiveDuty: z.boolean(),
      isDependent: z.boolean(),
      profileId: id,
      now: instant,
    }),
    MilitaryRecordSchema,
    'Declares the military status',
  ),
  repoInfo: read(ByLoan, RepoRecordSchema.nullable(), 'Repossession details'),
  findCustomerForLink: read(
    z.object({ phone: id, dob: id, ssn: id, loanNumber: id }),
    CustomerRecordSchema.nullable(),
    'The customer matching every account-link field',
  ),
  loansDueBetween: read(
    z.object({ from: isoDate, to: isoDate }),
    z.array(LoanRecordSchema),
    'The loans due between two dates (reminders, auto-pay)',
  ),
  changedSinceOpened: read(
    ByLoan,
    z.boolean(),
    'Whether anything happened on a loan since it opened',
  ),
  postingsOn: read(
    z.object({ postedOn: isoDate }),
    z.array(LedgerPostingRecordSchema),
    'The payments posted on a business date (reconciliation)',
  ),
  drawsOn: read(
    z.object({ postedOn: isoDate }),
    z.array(DrawPostingRecordSchema),
    'The draws posted on a business date (reconciliation)',
  ),
  originationsOn: read(
    z.object({ openedOn: isoDate }),
    z.array(OriginatedLoanRecordSchema),
    'The loans made from an appraisal that opened on a business date (reconciliation)',
  ),
  cashOutWithdrawalsOn: read(
    z.object({ withdrawnOn: isoDate }),
    z.array(CashOutWithdrawalRecordSchema),
    'The new loans lowered by a declined cash out on a business date (reconciliation)',
  ),
  postPayment: write(PaymentPostingSchema, PostedPaymentSchema, 'Posts a payment'),
  postRefinance: write(PaymentPostingSchema, PostedRefinanceSchema, 'Posts a refinance payment'),
  voidRefinance: write(RefinanceVoidSchema, z.null(), 'Voids a posted refinance'),
  withdrawCashOut: write(CashOutWithdrawalSchema, z.boolean(), 'Withdraws a declined cash out'),
  postDraw: write(
    DrawPostingSchema,
    z.object({ balanceCents: z.number().int() }),
    'Posts a draw as a cash advance',
  ),
  cancelCashAdvance: write(
    z.object({ loanId: id, transactionId: id }),
    CashAdvanceRecordSchema.nullable(),
    'Cancels a pending cash advance',
  ),
  originateLoan: write(
    LoanOriginationSchema,
    z.object({ loanId: z.string(), lmsId: z.string(), created: z.boolean() }),
    'Makes a new title loan',
  ),
  releaseOriginatedLoan: write(LoanAt, z.boolean(), 'Releases a signed new loan'),
  voidOriginatedLoan: write(LoanAt, z.boolean(), 'Voids a new loan not signed'),
  riskInfo: read(ByLoan, RiskInfoRecordSchema, 'Risk info'),
};

/** The offers both systems hold: POST /v1/offers/{operation}. */
export const OFFER_OPERATIONS = {
  offersOf: read(ByCustomer, z.array(OfferRecordSchema), 'A customer’s offers (by record id)'),
  offer: read(z.object({ offerKey: z.number().int() }), OfferRecordSchema.nullable(), 'One offer'),
  settlementOfferOn: read(ByLoan, OfferRecordSchema.nullable(), 'A loan’s settlement offer'),
  appraisalOfApplication: read(
    z.object({ applicationId: id }),
    OfferRecordSchema.nullable(),
    'The appraisal offer of an application',
  ),
  setAppraisalStatus: write(
    z.object({
      offerKey: z.number().int(),
      status: z.enum(['accepted', 'declined']),
      now: instant,
    }),
    z.null(),
    'Records the borrower’s answer to an appraisal offer',
  ),
};

export type SystemOperations = typeof SYSTEM_OPERATIONS;
export type OfferOperations = typeof OFFER_OPERATIONS;
export type SystemOperationName = keyof SystemOperations;
export type OfferOperationName = keyof OfferOperations;

const answers = new WeakMap<z.ZodType, z.ZodObject<{ result: z.ZodType }>>();

/**
 * Every answer: `{ result }` (a null result is an answer too: "no such loan"). One schema per operation's result, made
 * on its first answer: zod compiles an object's parser on its first parse, and a schema made for each answer was
 * compiled again every time (~4 % of the API's CPU per payment over HTTP, decision 082).
 */
export function answerOf<O extends z.ZodType>(result: O): z.ZodObject<{ result: O }> {
  const made = answers.get(result) ?? z.object({ result });
  answers.set(result, made);
  return made as z.ZodObject<{ result: O }>;
}

/** The header a write carries: the same key answers the same result (decision 065). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** a system operation's path on the service (a write's fingerprint names it) */
export const systemOperationPath = (system: string, name: SystemOperationName): string =>
  `/v1/systems/${system}/${name}`;
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,200}$/, { error: 'must be 8 to 200 letters, digits or ._:-' });
