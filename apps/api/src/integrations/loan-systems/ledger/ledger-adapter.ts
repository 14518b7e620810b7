/** A LoanSystemPort over the built-in ledger tables, shaped by one loan system's scheme. */
import { and, between, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { LoanStatus } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import {
  cashAdvances,
  customers,
  loanApplications,
  loans,
  militaryStatuses,
} from '../../../db/schema';
import { lazily, perDatabase } from '../../../lib/prepared';
import type {
  ApplicationRecord,
  CashAdvanceRecord,
  LoanSystemPort,
  MilitaryRecord,
  RefinanceVoid,
  RepoRecord,
} from '../port';
import {
  customerRowById,
  findCustomerForLinkInLedger,
  selectCustomerRows,
  toCustomerRecord,
  updateCustomerInLedger,
} from './customer-rows';
import { ledgerHistory } from './history';
import { keyedPosting } from './keyed-write';
import { cancelCashAdvanceInLedger, ledgerDrawsOn, postDrawToLedger } from './post-draw';
import {
  ledgerOriginationsOn,
  originateLoanInLedger,
  releaseOriginatedLoanInLedger,
  voidOriginatedLoanInLedger,
} from './originate-loan';
import { ledgerPostingsOn, postedPaymentsOf, postPaymentToLedger } from './post-payment';
import {
  loanChangedSinceOpened,
  postRefinanceToLedger,
  voidRefinanceInLedger,
} from './post-refinance';
import { ledgerCashOutWithdrawalsOn, withdrawCashOutInLedger } from './renewal-cash-out';
import { ledgerRiskInfo } from './risk-info';
import { loanRows, partyIn, selectLoans, statusIn, toLoanRecord } from './loan-rows';
import type { LedgerScheme } from './scheme';

const BANKRUPTCY_STATUSES = [LoanStatus.Bankrupt, LoanStatus.BankruptChargedOff];
const REPO_STAGES: Readonly<Record<number, RepoRecord['stage']>> = {
  [LoanStatus.OutForRepo]: 'outForRepo',
  [LoanStatus.OutForRepoChargedOff]: 'outForRepo',
  [LoanStatus.Repossessed]: 'repossessed',
  [LoanStatus.RepossessedChargedOff]: 'repossessed',
};

/** The adapter's per-request reads, prepared once per database and system (the names carry the system). */
const queries = perDatabase((db: DbOrTx, scheme: LedgerScheme) =>
  lazily({
    loanDetail: () =>
      loanRows(db)
        .where(
          and(eq(loans.loanSystem, scheme.loanSystem), eq(loans.id, sql.placeholder('loanId'))),
        )
        .prepare(`ledger_loan_detail_${scheme.loanSystem}`),
    applicationStatus: () =>
      db
        .select({ application: loanApplications })
        .from(loanApplications)
        .innerJoin(customers, eq(customers.id, loanApplications.customerId))
        .where(
          and(
            eq(customers[scheme.idColumn], sql.placeholder('customerId')),
            eq(loanApplications.loanSystem, scheme.loanSystem),
          ),
        )
        .orderBy(desc(loanApplications.updatedAt))
        .limit(1)
        .prepare(`ledger_application_status_${scheme.loanSystem}`),
    // cash advances are keyed by loan id alone, so one statement serves both systems
    cashAdvances: () =>
      db
        .select()
        .from(cashAdvances)
        .where(eq(cashAdvances.loanId, sql.placeholder('loanId')))
        .orderBy(desc(cashAdvances.createdAt))
        .prepare('ledger_cash_advances'),
  }),
);

/** The form of this ledger's row ids (uuids). */
const LEDGER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `dataKey` decrypts the identity numbers the ledger holds (AppConfig.dataEncryptionKey); `today` is the business
 * date a loan's figures are computed for and its postings book interest to (decision 050).
 */
export function createLedgerAdapter(
  db: DbOrTx,
  scheme: LedgerScheme,
  dataKey: Buffer,
  today: () => string,
): LoanSystemPort {
  const idColumn = customers[scheme.idColumn];
  const prepared = () => queries(db, scheme);

  async function loanDetail(loanId: string) {
    const [row] = await prepared().loanDetail.execute({ loanId });
    return row ? toLoanRecord(row, scheme, today()) : null;
  }

  async function advancesOf(loanId: string): Promise<CashAdvanceRecord[]> {
    const rows = await prepared().cashAdvances.execute({ loanId });
    return rows.map(({ transactionId, amountCents, pendingCode, status, createdAt }) => ({
      transactionId,
      amountCents,
      pendingCode,
      status,
      createdAt,
    }));
  }

  return {
    loanSystem: scheme.loanSystem,
    ownsCustomerId: (customerId) => scheme.idPattern.test(customerId),
    async listLoans(customerIds) {
      return customerIds.length === 0
        ? []
        : selectLoans(db, scheme, today(), partyIn(scheme, customerIds));
    },
    loanDetail,
    async pendingCashAdvances(loanId) {
      return (await advancesOf(loanId)).filter((advance) => advance.status === 'pending');
    },
    async history(loanId) {
      const [row] = await prepared().loanDetail.execute({ loanId });
      if (!row) return [];
      return ledgerHistory(
        toLoanRecord(row, scheme, today()),
        await advancesOf(loanId),
        await postedPaymentsOf(db, loanId),
        row.loan.instalmentCents,
      );
    },
    async personalInfo(customerId) {
      const row = await customerRowById(db, scheme, customerId);
      return row ? toCustomerRecord(row, scheme) : null;
    },
    async customerRecord(recordId) {
      const [row] = await selectCustomerRows(
        db,
        and(eq(customers.id, recordId), isNotNull(idColumn))!,
      );
      return row ? toCustomerRecord(row, scheme) : null;
    },
    async applicationStatus(customerId): Promise<ApplicationRecord | null> {
      const [row] = await prepared().applicationStatus.execute({ customerId });
      if (!row) return null;
      const {
        id,
        state,
        brandCode,
        isRefiApplication,
        isAddonApplication,
        canUploadLoanDocuments,
        returnUrl,
        updatedAt,
      } = row.application;
      return {
        applicationId: id,
        state,
        brandCode,
        isRefiApplication,
        isAddonApplication,
        canUploadLoanDocuments,
        returnUrl,
        updatedAt,
      };
    },
    async withdrawApplication(customerId, applicationId, now) {
      // the port's application ids are the loan system's strings; this ledger's are uuids: another is no application of it
      if (!LEDGER_ID.test(applicationId)) return false;
      const owner = await customerRowById(db, scheme, customerId);
      if (!owner) return false;
      const rows = await db
        .update(loanApplications)
        .set({ state: 'withdrawn', updatedAt: now })
        .where(
          and(
            eq(loanApplications.id, applicationId),
            eq(loanApplications.customerId, owner.id),
            eq(loanApplications.loanSystem, scheme.loanSystem),
            eq(loanApplications.state, 'inProgress'),
          ),
        )
        .returning({ id: loanApplications.id });
      return rows.length > 0;
    },
    async bankruptcy(customerIds) {
      return customerIds.length === 0
        ? []
        : selectLoans(
            db,
            scheme,
            today(),
            and(partyIn(scheme, customerIds), statusIn(BANKRUPTCY_STATUSES)),
          );
    },
    async militaryStatus(customerId): Promise<MilitaryRecord | null> {
      const owner = await customerRowById(db, scheme, customerId);
      if (!owner) return null;
      const [row] = await db
        .select()
        .from(militaryStatuses)
        .where(eq(militaryStatuses.customerId, owner.id));
      return row
        ? {
            isActiveDuty: row.isActiveDuty,
            isDependent: row.isDependent,
            declaredAt: row.declaredAt,
          }
        : null;
    },
    updateCustomer: (customerId, change) => updateCustomerInLedger(db, scheme, customerId, change),
    async setMilitaryStatus(customerId, { isActiveDuty, isDependent, profileId }, now) {
      const owner = await customerRowById(db, scheme, customerId);
      if (!owner) throw new Error(`No ${scheme.loanSystem} customer ${customerId}`);
      const values = { isActiveDuty, isDependent, declaredByProfileId: profileId, declaredAt: now };
      await db
        .insert(militaryStatuses)
        .values({ customerId: owner.id, ...values })
        .onConflictDoUpdate({ target: militaryStatuses.customerId, set: values });
      return { isActiveDuty, isDependent, declaredAt: now };
    },
    async repoInfo(loanId) {
      const loan = await loanDetail(loanId);
      const stage = loan ? REPO_STAGES[loan.status] : undefined;
      if (!loan || !stage) return null;
      return {
        loan,
        stage,
        repoCompany: scheme.repoCompany(loan.storeState),
        lot: stage === 'repossessed' ? scheme.repoLot(loan.storeState, loan.storeCity) : null,
      };
    },
    findCustomerForLink: (verification) =>
      findCustomerForLinkInLedger(db, scheme, dataKey, verification),
    loansDueBetween: (from, to) =>
      selectLoans(db, scheme, today(), between(loans.dueDate, from, to)),
    changedSinceOpened: (loanId) => loanChangedSinceOpened(db, loanId),
    postingsOn: (postedOn) => ledgerPostingsOn(db, scheme.loanSystem, postedOn),
    drawsOn: (postedOn) => ledgerDrawsOn(db, scheme.loanSystem, postedOn),
    originationsOn: (openedOn) => ledgerOriginationsOn(db, scheme.loanSystem, openedOn),
    cashOutWithdrawalsOn: (withdrawnOn) =>
      ledgerCashOutWithdrawalsOn(db, scheme.loanSystem, withdrawnOn),
    postPayment: keyedPosting(db, scheme.loanSystem, 'postPayment', postPaymentToLedger),
    postRefinance: keyedPosting(db, scheme.loanSystem, 'postRefinance', (target, posting) =>
      postRefinanceToLedger(target, scheme, posting),
    ),
    voidRefinance: async (input, keyed) => {
      // the wire's answer of a void is null
      const voidOnce = keyedPosting(
        db,
        scheme.loanSystem,
        'voidRefinance',
        async (target, i: RefinanceVoid) => {
          await voidRefinanceInLedger(target, i);
          return null;
        },
      );
      await voidOnce(input, keyed);
    },
    withdrawCashOut: keyedPosting(
      db,
      scheme.loanSystem,
      'withdrawCashOut',
      withdrawCashOutInLedger,
    ),
    postDraw: keyedPosting(db, scheme.loanSystem, 'postDraw', postDrawToLedger),
    cancelCashAdvance: (input) => cancelCashAdvanceInLedger(db, input),
    originateLoan: (input) => originateLoanInLedger(db, scheme, input),
    releaseOriginatedLoan: (loanId, now) => releaseOriginatedLoanInLedger(db, loanId, now),
    voidOriginatedLoan: (loanId, now) => voidOriginatedLoanInLedger(db, loanId, now),
    riskInfo: (loanId) => ledgerRiskInfo(db, loanId),
  };
}
