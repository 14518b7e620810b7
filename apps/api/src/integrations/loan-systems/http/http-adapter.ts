/**
 * The loan systems over the loan-systems service's HTTP API (LOAN_SYSTEMS_URL; decision 065): the same port as the
 * in-process ledger adapter, each method one operation of wire/operations.ts. What it cannot do: join the caller's
 * database transaction — `inTransaction(tx)` answers the same remote registry, each write committed by the service on
 * its own (idempotent by its key: the caller's for a saga's step, decision 068, else one made per call).
 */
import type { z } from 'zod';
import { NLS_SCHEME } from '../nls';
import type { KeyedWrite, LoanSystemOffers, LoanSystemPort } from '../port';
import { createLoanSystemRegistry, type LoanSystems } from '../registry';
import { TLXE_SCHEME } from '../tlxe';
import type { LedgerScheme } from '../ledger/scheme';
import {
  OFFER_OPERATIONS,
  SYSTEM_OPERATIONS,
  systemOperationPath,
  type KeyedOperationName,
  type OfferOperationName,
  type OfferOperations,
  type SystemOperationName,
  type SystemOperations,
} from '../wire/operations';
import {
  createLoanSystemClient,
  type CallLoanSystem,
  type LoanSystemClientOptions,
} from './client';

export type HttpLoanSystemsOptions = LoanSystemClientOptions;

function httpPort(call: CallLoanSystem, scheme: LedgerScheme): LoanSystemPort {
  const ask = <K extends SystemOperationName>(
    name: K,
    input: z.output<SystemOperations[K]['input']>,
  ): Promise<z.output<SystemOperations[K]['result']>> =>
    call(systemOperationPath(scheme.loanSystem, name), SYSTEM_OPERATIONS[name], input);
  const write = <K extends KeyedOperationName>(
    name: K,
    input: z.output<SystemOperations[K]['input']>,
    keyed: KeyedWrite | undefined,
  ): Promise<z.output<SystemOperations[K]['result']>> =>
    call(
      systemOperationPath(scheme.loanSystem, name),
      SYSTEM_OPERATIONS[name],
      input,
      keyed?.idempotencyKey,
    );
  return {
    loanSystem: scheme.loanSystem,
    ownsCustomerId: (customerId) => scheme.idPattern.test(customerId),
    listLoans: (customerIds) => ask('listLoans', { customerIds: [...customerIds] }),
    loanDetail: (loanId) => ask('loanDetail', { loanId }),
    pendingCashAdvances: (loanId) => ask('pendingCashAdvances', { loanId }),
    history: (loanId) => ask('history', { loanId }),
    personalInfo: (customerId) => ask('personalInfo', { customerId }),
    customerRecord: (recordId) => ask('customerRecord', { recordId }),
    applicationStatus: (customerId) => ask('applicationStatus', { customerId }),
    withdrawApplication: (customerId, applicationId, now) =>
      ask('withdrawApplication', { customerId, applicationId, now }),
    bankruptcy: (customerIds) => ask('bankruptcy', { customerIds: [...customerIds] }),
    militaryStatus: (customerId) => ask('militaryStatus', { customerId }),
    updateCustomer: (customerId, change) => ask('updateCustomer', { customerId, change }),
    setMilitaryStatus: (customerId, status, now) =>
      ask('setMilitaryStatus', { customerId, ...status, now }),
    repoInfo: (loanId) => ask('repoInfo', { loanId }),
    findCustomerForLink: (verification) => ask('findCustomerForLink', verification),
    loansDueBetween: (from, to) => ask('loansDueBetween', { from, to }),
    changedSinceOpened: (loanId) => ask('changedSinceOpened', { loanId }),
    postingsOn: (postedOn) => ask('postingsOn', { postedOn }),
    drawsOn: (postedOn) => ask('drawsOn', { postedOn }),
    originationsOn: (openedOn) => ask('originationsOn', { openedOn }),
    cashOutWithdrawalsOn: (withdrawnOn) => ask('cashOutWithdrawalsOn', { withdrawnOn }),
    postPayment: (posting, keyed) => write('postPayment', posting, keyed),
    postRefinance: (posting, keyed) => write('postRefinance', posting, keyed),
    voidRefinance: async (input, keyed) => {
      await write('voidRefinance', input, keyed);
    },
    withdrawCashOut: (input, keyed) => write('withdrawCashOut', input, keyed),
    postDraw: (posting, keyed) => write('postDraw', posting, keyed),
    cancelCashAdvance: (input) => ask('cancelCashAdvance', input),
    originateLoan: (input) => ask('originateLoan', input),
    releaseOriginatedLoan: (loanId, now) => ask('releaseOriginatedLoan', { loanId, now }),
    voidOriginatedLoan: (loanId, now) => ask('voidOriginatedLoan', { loanId, now }),
    riskInfo: (loanId) => ask('riskInfo', { loanId }),
  };
}

function httpOffers(call: CallLoanSystem): LoanSystemOffers {
  const ask = <K extends OfferOperationName>(
    name: K,
    input: z.output<OfferOperations[K]['input']>,
  ): Promise<z.output<OfferOperations[K]['result']>> =>
    call(`/v1/offers/${name}`, OFFER_OPERATIONS[name], input);
  return {
    offersOf: (customerId) => ask('offersOf', { customerId }),
    offer: (offerKey) => ask('offer', { offerKey }),
    settlementOfferOn: (loanId) => ask('settlementOfferOn', { loanId }),
    appraisalOfApplication: (applicationId) => ask('appraisalOfApplication', { applicationId }),
    setAppraisalStatus: async (offerKey, status, now) => {
      await ask('setAppraisalStatus', { offerKey, status, now });
    },
  };
}

export function createHttpLoanSystems(options: HttpLoanSystemsOptions): LoanSystems {
  const call = createLoanSystemClient(options);
  const registry = createLoanSystemRegistry({
    NLS: httpPort(call, NLS_SCHEME),
    TLXe: httpPort(call, TLXE_SCHEME),
  });
  const offers = httpOffers(call);
  return { ...registry, offers, inTransaction: () => ({ ...registry, offers }) };
}
