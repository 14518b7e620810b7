/**
 * CustomerProfile's calls (spec §7 GET /personalInfo, POST /customerinfo): the caller's own customer record only
 * (per-profile authorization: another customer id is a 403, a loan they do not reach a 404), checked with the
 * domain's rules field by field before anything is written, and written in one statement.
 */
import {
  communicationSettingsIssue,
  customerInfoIssues,
  type ServerSettings,
} from '@lender/domain';
import type {
  TCustomerInfoRequest,
  TPersonalInfoQuery,
  TPersonalInfoResponse,
} from '@lender/contract';
import { customerIdsOf, type LoanSystemRegistry } from '../../../integrations/loan-systems';
import { NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan, ownCustomer } from '../../accounts';
import { profileErrors } from './errors';
import type { CustomerPatch, CustomerProfileRepo } from './repo';
import { personalInfoView } from './view';

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Failed to get customer details';

export interface CustomerProfileDeps {
  repo: Pick<CustomerProfileRepo, 'customer' | 'update' | 'bankAccounts'>;
  loans: Pick<LoanSystemRegistry, 'findLoan' | 'adapter'>;
  settings: () => Promise<Pick<ServerSettings, 'voiceMessages'>>;
}

type CustomerChange = NonNullable<TCustomerInfoRequest['customer']>;

/** The change as the domain's rule reads it, its fields named as the request names them. */
function checkCustomer(change: CustomerChange): void {
  const issues = customerInfoIssues({
    firstName: change.customerFirstName,
    lastName: change.customerLastName,
    phoneNumber: change.phoneNumber,
    homeAddress: change.homeAddress,
    mailingAddress: change.mailingAddress,
  });
  const [first] = issues;
  if (!first) return;
  const field = first.field
    .replace(/^firstName$/, 'customerFirstName')
    .replace(/^lastName$/, 'customerLastName');
  throw profileErrors.rule(first.code, `body.customer.${field}`, 400, first.params);
}

function patchOf(
  change: CustomerChange | undefined,
  settings: TCustomerInfoRequest['settings'],
): CustomerPatch {
  const patch: CustomerPatch = {};
  if (change?.customerFirstName !== undefined) patch.firstName = change.customerFirstName.trim();
  if (change?.customerLastName !== undefined) patch.lastName = change.customerLastName.trim();
  if (change?.phoneNumber !== undefined) patch.phone = change.phoneNumber.replace(/\D/g, '');
  if (change?.homeAddress) patch.address = change.homeAddress;
  if (change?.mailingAddress !== undefined) patch.mailingAddress = change.mailingAddress;
  if (settings) {
    patch.communicationPreference = settings.preference;
    patch.voiceMessages = settings.voice;
  }
  return patch;
}

export function createCustomerProfileService({ repo, loans, settings }: CustomerProfileDeps) {
  async function view(
    auth: AuthContext,
    displayId: string,
    isAlternate = false,
  ): Promise<TPersonalInfoResponse> {
    const recordId = auth.customerId!;
    const [row, banks, flags] = await Promise.all([
      repo.customer(recordId),
      repo.bankAccounts(recordId),
      settings(),
    ]);
    if (!row) throw new NotFoundError(CUSTOMER_NOT_FOUND_MESSAGE);
    return personalInfoView(row, banks, {
      displayId,
      isAlternate,
      voiceMessagesAllowed: flags.voiceMessages,
    });
  }

  return {
    /** The caller's record: as a party of the loan when one is named (its system's customer id), else as their profile. */
    async personalInfo(
      auth: AuthContext,
      query: TPersonalInfoQuery,
    ): Promise<TPersonalInfoResponse> {
      // without a loan, no id to ask about: the caller's own record (lmsId names a loan, so it goes with loanId)
      if (!query.loanId) return view(auth, ownCustomer(auth, undefined).displayId);
      const { loan, role, isAlternate } = await accessibleLoan(loans, auth, query.loanId, {
        lmsId: query.lmsId,
      });
      const party = role === 'cosigner' ? loan.cosigner : loan.borrower;
      if (!party || !auth.customerId) throw new NotFoundError(CUSTOMER_NOT_FOUND_MESSAGE);
      return view(auth, party.customerId, isAlternate);
    },

    /** POST /customerinfo: names, contact phone, addresses and/or communication settings; all or nothing. */
    async updateCustomerInfo(
      auth: AuthContext,
      body: TCustomerInfoRequest,
    ): Promise<TPersonalInfoResponse> {
      const { recordId, displayId } = ownCustomer(auth, body.customerId);
      if (body.customer) checkCustomer(body.customer);
      if (body.settings) {
        const issue = communicationSettingsIssue(body.settings, await settings());
        if (issue) throw profileErrors.rule(issue, 'body.settings.voice');
      }
      const patch = patchOf(body.customer, body.settings);
      // the loan systems' records first (spec §7: the change is theirs to keep): one that cannot be reached answers 503
      // and nothing is changed here; the app's copy follows (decision 076)
      await Promise.all(
        customerIdsOf(auth).map(([system, customerId]) =>
          loans.adapter(system).updateCustomer(customerId, patch),
        ),
      );
      await repo.update(recordId, patch);
      return view(auth, displayId);
    },
  };
}

export type CustomerProfileService = ReturnType<typeof createCustomerProfileService>;
