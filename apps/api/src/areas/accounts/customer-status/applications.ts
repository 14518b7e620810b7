/** GET/PUT /applicationstatus: appStatus.TLXe and appStatus.NLS through the loan-system port. */
import type { TApplicationStatusResponse, TLoanSystemApplication } from '@lender/contract';
import { isBrandCode } from '@lender/domain';
import type {
  ApplicationRecord,
  LoanSystemName,
  LoanSystemRegistry,
} from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { callerCustomerIds } from '../accounts';

const NONE: TLoanSystemApplication = {
  applicationId: null,
  state: 'none',
  applicationInProgress: false,
  declined: false,
  returnUrl: null,
  isRefiApplication: false,
  isAddonApplication: false,
  applicationLoanInfo: { canUploadLoanDocuments: false },
  updatedAt: null,
  brandCode: null,
};

function applicationView(record: ApplicationRecord | null): TLoanSystemApplication {
  if (!record) return NONE;
  const inProgress = record.state === 'inProgress';
  return {
    applicationId: record.applicationId,
    state: record.state,
    applicationInProgress: inProgress,
    declined: record.state === 'declined',
    returnUrl: inProgress ? record.returnUrl : null,
    isRefiApplication: record.isRefiApplication,
    isAddonApplication: record.isAddonApplication,
    applicationLoanInfo: { canUploadLoanDocuments: inProgress && record.canUploadLoanDocuments },
    updatedAt: record.updatedAt.toISOString(),
    brandCode: isBrandCode(record.brandCode) ? record.brandCode : null,
  };
}

export function createApplicationStatus({
  loans,
  clock,
}: {
  loans: Pick<LoanSystemRegistry, 'adapter'>;
  clock: Clock;
}) {
  async function status(auth: AuthContext): Promise<TApplicationStatusResponse> {
    const ids = callerCustomerIds(auth);
    const of = async (system: LoanSystemName) => {
      const id = ids[system];
      return applicationView(id ? await loans.adapter(system).applicationStatus(id) : null);
    };
    const [TLXe, NLS] = await Promise.all([of('TLXe'), of('NLS')]);
    return { appStatus: { TLXe, NLS } };
  }
  return {
    status,
    async withdraw(
      auth: AuthContext,
      loanSystem: LoanSystemName,
      applicationId: string,
    ): Promise<TApplicationStatusResponse> {
      const id = callerCustomerIds(auth)[loanSystem];
      const withdrawn = id
        ? await loans.adapter(loanSystem).withdrawApplication(id, applicationId, clock())
        : false;
      if (!withdrawn) throw new NotFoundError('No application in progress was found.');
      return status(auth);
    },
  };
}
