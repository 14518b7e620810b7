/** GET /bankruptcyStatus, GET/POST /militarystatus, GET/PUT /repoInfo (and the application status). */
import type {
  TBankruptcyStatusResponse,
  TMilitaryStatusResponse,
  TMilitaryStatusUpdateRequest,
  TRepoInfoResponse,
  TRepoInfoUpdateRequest,
} from '@lender/contract';
import { loanStatusDisplayName } from '@lender/domain';
import type { LoanSystemPort, LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan, callerCustomerIds } from '../accounts';
import { createApplicationStatus } from './applications';
import type { CustomerStatusRepo } from './repo';

export interface CustomerStatusServiceDeps {
  loans: Pick<
    LoanSystemRegistry,
    'adapter' | 'adapters' | 'adapterForCustomerId' | 'findLoan' | 'listLoans'
  >;
  repo: Pick<CustomerStatusRepo, 'pickupOf' | 'savePickup'>;
  clock: Clock;
}

export function createCustomerStatusService({ loans, repo, clock }: CustomerStatusServiceDeps) {
  /** The caller's own loan-system customer id (the given one must be theirs) and its adapter. */
  function ownSystemCustomer(
    auth: AuthContext,
    customerId: string | undefined,
  ): { id: string; adapter: LoanSystemPort } {
    const ids = callerCustomerIds(auth);
    const own = [ids.TLXe, ids.NLS].filter((id): id is string => Boolean(id));
    if (customerId !== undefined && !own.includes(customerId)) throw new ForbiddenError();
    const id = customerId ?? own[0];
    const adapter = id ? loans.adapterForCustomerId(id) : undefined;
    if (!id || !adapter) throw new NotFoundError('Failed to get customer details');
    return { id, adapter };
  }

  function militaryView(
    customerId: string,
    record: { isActiveDuty: boolean; isDependent: boolean; declaredAt: Date } | null,
  ): TMilitaryStatusResponse {
    const isActiveDuty = record?.isActiveDuty ?? false;
    const isDependent = record?.isDependent ?? false;
    return {
      customerId,
      isActiveDuty,
      isDependent,
      mlaCovered: isActiveDuty || isDependent,
      declaredAt: record ? record.declaredAt.toISOString() : null,
    };
  }

  async function repoInfo(auth: AuthContext, loanId: string): Promise<TRepoInfoResponse> {
    const { loan } = await accessibleLoan(loans, auth, loanId);
    const info = await loans.adapter(loan.loanSystem).repoInfo(loanId);
    if (!info) throw new NotFoundError('No repossession information was found for this loan.');
    const pickup = await repo.pickupOf(loanId);
    return {
      loanId,
      lmsId: loan.lmsId,
      status: loan.status,
      statusName: loanStatusDisplayName(loan.status),
      stage: info.stage,
      reinstatementAmountCents: loan.reinstatementCents,
      payoffAmountCents: loan.payoffCents,
      vehicle: loan.collateral,
      repoCompany: info.repoCompany,
      lot: info.lot,
      storePhoneNumber: loan.storePhoneNumber,
      personalPropertyPickup: {
        requested: pickup?.requested ?? false,
        preferredDate: pickup?.requested ? pickup.preferredDate : null,
        contactPhone: pickup?.requested ? pickup.contactPhone : null,
        requestedAt: pickup?.requested ? pickup.requestedAt.toISOString() : null,
      },
    };
  }

  return {
    ...createApplicationStatus({ loans, clock }),

    async bankruptcyStatus(auth: AuthContext): Promise<TBankruptcyStatusResponse> {
      const ids = callerCustomerIds(auth);
      const lists = await Promise.all(
        loans.adapters.map((adapter) =>
          ids[adapter.loanSystem] ? adapter.bankruptcy([ids[adapter.loanSystem]!]) : [],
        ),
      );
      const bankrupt = lists.flat().map((loan) => ({
        loanId: loan.loanId,
        lmsId: loan.lmsId,
        status: loan.status,
        statusName: loanStatusDisplayName(loan.status),
      }));
      return { isInBankruptcy: bankrupt.length > 0, loans: bankrupt };
    },

    async militaryStatus(auth: AuthContext, customerId?: string): Promise<TMilitaryStatusResponse> {
      const own = ownSystemCustomer(auth, customerId);
      return militaryView(own.id, await own.adapter.militaryStatus(own.id));
    },

    async setMilitaryStatus(
      auth: AuthContext,
      body: TMilitaryStatusUpdateRequest,
    ): Promise<TMilitaryStatusResponse> {
      const own = ownSystemCustomer(auth, body.customerId);
      if (body.lmsId !== undefined) {
        const mine = await loans.listLoans(callerCustomerIds(auth));
        if (!mine.some((loan) => loan.lmsId === body.lmsId))
          throw new NotFoundError('Error fetching latest loan data.');
      }
      const record = await own.adapter.setMilitaryStatus(
        own.id,
        {
          isActiveDuty: body.isActiveDuty,
          isDependent: body.isDependent,
          profileId: auth.profileId,
        },
        clock(),
      );
      return militaryView(own.id, record);
    },

    repoInfo,

    async updateRepoInfo(
      auth: AuthContext,
      body: TRepoInfoUpdateRequest,
    ): Promise<TRepoInfoResponse> {
      const current = await repoInfo(auth, body.loanId);
      if (body.personalPropertyPickupRequested && current.stage !== 'repossessed') {
        throw new ConflictError(
          'Personal property pickup is available once the vehicle is repossessed.',
        );
      }
      await repo.savePickup({
        loanId: body.loanId,
        profileId: auth.profileId,
        requested: body.personalPropertyPickupRequested,
        preferredDate: body.preferredDate ?? null,
        contactPhone: body.contactPhone ?? null,
        now: clock(),
      });
      return repoInfo(auth, body.loanId);
    },
  };
}

export type CustomerStatusService = ReturnType<typeof createCustomerStatusService>;
