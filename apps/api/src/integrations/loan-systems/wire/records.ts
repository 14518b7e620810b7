/**
 * The loan systems' answers (records.ts) as zod schemas: one definition for the loan-systems service (its answers and
 * its OpenAPI) and the HTTP adapter (which validates what it is answered). Instants travel as ISO 8601 strings and are
 * Dates on both sides (the `instant` codec). `recordOf<T>()` ties each schema to the port's type it must produce.
 */
import { z } from 'zod';
import { ZRepoInfoResponseSchema } from '@lender/contract';
import type {
  ApplicationRecord,
  CashAdvanceRecord,
  CashOutWithdrawalRecord,
  CustomerAddressRecord,
  CustomerChange,
  CustomerRecord,
  DrawPostingRecord,
  OriginatedLoanRecord,
  LedgerEntryRecord,
  LedgerPostingRecord,
  LoanRecord,
  MilitaryRecord,
  OfferRecord,
  RepoRecord,
  RiskInfoRecord,
} from '../records';

/** an instant: an ISO 8601 string on the wire, a Date in the code */
export const instant = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** 'YYYY-MM-DD' */
export const isoDate = z.iso.date();
export const cents = z.number().int();
export const loanSystemName = z.enum(['NLS', 'TLXe']);

/** the schema as given, checked to answer the port's type T */
export const recordOf =
  <T>() =>
  <S extends z.ZodType<T, unknown>>(schema: S): S =>
    schema;

const LoanParty = z.object({
  recordId: z.string(),
  customerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileId: z.string().nullable(),
});

const LoanCollateral = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  vin: z.string().nullable(),
});

export const LoanRecordSchema = recordOf<LoanRecord>()(
  z.object({
    loanId: z.string(),
    loanSystem: loanSystemName,
    lmsId: z.string(),
    loanHdr: z.string(),
    brandCode: z.string(),
    brandDisplayName: z.string(),
    productType: z.enum(['instalment', 'title', 'lineOfCredit', 'shortTerm']),
    productId: z.number().int(),
    status: z.number().int(),
    borrower: LoanParty,
    cosigner: LoanParty.nullable(),
    storeId: z.number().int(),
    storeName: z.string(),
    storePhoneNumber: z.string(),
    storeState: z.string(),
    storeCity: z.string(),
    principalCents: cents,
    interestCents: cents,
    feesCents: cents,
    payoffCents: cents,
    accrual: z.object({
      principalCents: cents,
      interestCents: cents,
      feesCents: cents,
      annualRatePpb: z.number().int(),
      accruedThrough: isoDate,
    }),
    minimumDueCents: cents,
    minimumRequiredCents: cents,
    productSwitchAmountDueCents: cents,
    minimumLoanAmountCents: cents,
    creditLimitCents: cents.nullable(),
    reinstatementCents: cents.nullable(),
    perDiemCents: cents,
    instalmentCents: cents,
    dueDate: isoDate,
    daysLate: z.number().int(),
    paidOffDate: isoDate.nullable(),
    openedOn: isoDate,
    payable: z.boolean(),
    refinanceEligible: z.boolean(),
    useRefiTerm: z.boolean(),
    partialPayConfirmViewable: z.boolean(),
    isDisbursementAvailable: z.boolean(),
    suretyBond: z.boolean(),
    intentId: z.string().nullable(),
    collateral: LoanCollateral.nullable(),
    rules: z.object({ guestRefinanceEnabled: z.boolean(), skipAutoPayConfirm: z.boolean() }),
  }),
);

export const CashAdvanceRecordSchema = recordOf<CashAdvanceRecord>()(
  z.object({
    transactionId: z.string(),
    amountCents: cents,
    pendingCode: z.number().int().nullable(),
    status: z.enum(['pending', 'cancelled', 'posted']),
    createdAt: instant,
  }),
);

export const LedgerEntryRecordSchema = recordOf<LedgerEntryRecord>()(
  z.object({
    id: z.string(),
    type: z.enum(['disbursement', 'payment', 'fee', 'interest', 'cashAdvance']),
    date: isoDate,
    description: z.string(),
    amountCents: cents,
    balanceCents: cents,
  }),
);

export const LedgerPostingRecordSchema = recordOf<LedgerPostingRecord>()(
  z.object({
    paymentId: z.string(),
    loanId: z.string(),
    amountCents: cents,
    confirmationNumber: z.string(),
    postedOn: isoDate,
    reversed: z.boolean(),
  }),
);

export const DrawPostingRecordSchema = recordOf<DrawPostingRecord>()(
  z.object({ drawId: z.string(), loanId: z.string(), amountCents: cents, postedOn: isoDate }),
);

export const CashOutWithdrawalRecordSchema = recordOf<CashOutWithdrawalRecord>()(
  z.object({ loanId: z.string(), amountCents: cents, withdrawnOn: isoDate }),
);

export const OriginatedLoanRecordSchema = recordOf<OriginatedLoanRecord>()(
  z.object({
    originationId: z.string(),
    loanId: z.string(),
    amountCents: cents,
    openedOn: isoDate,
    state: z.enum(['awaitingSignature', 'released', 'voided']),
  }),
);

const CustomerAddressSchema = recordOf<CustomerAddressRecord>()(
  z.object({
    line1: z.string(),
    line2: z.string().optional(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
);

export const CustomerChangeSchema = recordOf<CustomerChange>()(
  z.object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    phone: z
      .string()
      .regex(/^[0-9]{10}$/)
      .optional(),
    email: z.email().optional(),
    address: CustomerAddressSchema.optional(),
    mailingAddress: CustomerAddressSchema.nullable().optional(),
    communicationPreference: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    voiceMessages: z.boolean().optional(),
  }),
);

export const CustomerRecordSchema = recordOf<CustomerRecord>()(
  z.object({
    recordId: z.string(),
    customerId: z.string(),
    customerIds: z.object({ NLS: z.string().nullable(), TLXe: z.string().nullable() }),
    mdmId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dob: isoDate,
    phone: z.string(),
    email: z.string(),
    ssnLast4: z.string().nullable(),
    address: CustomerAddressSchema.nullable(),
    storeId: z.number().int().nullable(),
    profileId: z.string().nullable(),
  }),
);

export const ApplicationRecordSchema = recordOf<ApplicationRecord>()(
  z.object({
    applicationId: z.string(),
    state: z.enum(['inProgress', 'declined', 'withdrawn', 'approved']),
    brandCode: z.string(),
    isRefiApplication: z.boolean(),
    isAddonApplication: z.boolean(),
    canUploadLoanDocuments: z.boolean(),
    returnUrl: z.string().nullable(),
    updatedAt: instant,
  }),
);

export const MilitaryRecordSchema = recordOf<MilitaryRecord>()(
  z.object({ isActiveDuty: z.boolean(), isDependent: z.boolean(), declaredAt: instant }),
);

/** the repossession contacts pass through to GET /repoInfo as they are: one schema */
const RepoContact = ZRepoInfoResponseSchema.shape.repoCompany;

export const RepoRecordSchema = recordOf<RepoRecord>()(
  z.object({
    loan: LoanRecordSchema,
    stage: z.enum(['outForRepo', 'repossessed']),
    repoCompany: RepoContact,
    lot: RepoContact.nullable(),
  }),
);

export const OfferRecordSchema = recordOf<OfferRecord>()(
  z.object({
    offerKey: z.number().int(),
    offerTypeId: z.number().int(),
    customerId: z.string(),
    targetLoanId: z.string().nullable(),
    settlementAmountCents: cents.nullable(),
    qualifiedAmountCents: cents.nullable(),
    minLoanAmountCents: cents.nullable(),
    maxLoanAmountCents: cents.nullable(),
    collateral: z
      .object({ year: z.number().int(), make: z.string(), model: z.string() })
      .nullable(),
    docExp: instant,
    vin: z.string().nullable(),
    applicationId: z.string().nullable(),
    storeId: z.number().int().nullable(),
    disbursementOptions: z
      .object({
        isDebitDisbursementAvailable: z.boolean(),
        isMoneyGramDisbursementAvailable: z.boolean(),
        isStoreDisbursementAvailable: z.boolean(),
      })
      .nullable(),
    declinedAt: instant.nullable(),
    acceptedAt: instant.nullable(),
    productCode: z.enum(['title', 'titleSpousal']),
  }),
);

export const RiskInfoRecordSchema = recordOf<RiskInfoRecord>()(
  z.object({
    rateChangedAt: instant.nullable(),
    creditLimitChangedAt: instant.nullable(),
    previousCreditLimitCents: cents.nullable(),
    refinanceDeniedAt: instant.nullable(),
  }),
);
