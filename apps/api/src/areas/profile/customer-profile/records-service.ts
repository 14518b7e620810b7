/**
 * Spec §7 POST /mdmProfile and GET /experianStatus for the borrower (decision 021): both about the caller's own
 * customer record only — another customer id is a 403, a loan she does not reach a 404 (per-profile authorization).
 * The customers row is this system's master-data record, so the master-data profile is read from it, reconciled.
 */
import type {
  TExperianStatusQuery,
  TExperianStatusResponse,
  TMdmProfileRequest,
  TMdmProfileResponse,
} from '@lender/contract';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import { NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan, ownCustomer } from '../../accounts';
import { identityMissingOfRow } from './identity-check';
import type { CustomerProfileRepo } from './repo';
import { CUSTOMER_NOT_FOUND_MESSAGE } from './service';

export function createCustomerRecordsService({
  repo,
  loans,
}: {
  repo: Pick<CustomerProfileRepo, 'customer'>;
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
}) {
  async function ownRow(auth: AuthContext, customerId: string | undefined) {
    const { recordId, displayId } = ownCustomer(auth, customerId);
    const row = await repo.customer(recordId);
    if (!row) throw new NotFoundError(CUSTOMER_NOT_FOUND_MESSAGE);
    return { row, displayId };
  }

  return {
    async mdmProfile(auth: AuthContext, body: TMdmProfileRequest): Promise<TMdmProfileResponse> {
      const { row } = await ownRow(auth, body.customerId);
      return {
        mdmId: row.mdmId,
        customerIds: [row.tlxeCustomerId, row.nlsCustomerId].filter((id): id is string =>
          Boolean(id),
        ),
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phoneNumber: row.phone,
      };
    },
    async experianStatus(
      auth: AuthContext,
      query: TExperianStatusQuery,
    ): Promise<TExperianStatusResponse> {
      const { row, displayId } = await ownRow(auth, query.customerId);
      if (query.loanId) await accessibleLoan(loans, auth, query.loanId);
      const missing = identityMissingOfRow(row);
      return {
        customerId: displayId,
        status: missing.length === 0 ? 'verified' : 'incomplete',
        missing,
      };
    },
  };
}

export type CustomerRecordsService = ReturnType<typeof createCustomerRecordsService>;
