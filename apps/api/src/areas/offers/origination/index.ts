/** A new title loan from an appraisal offer (issue 12, decision 025); the jobs live in job.ts (listed in areas/jobs.ts), the agreement's signing goes through areas/offers/loan-signing. */
import { findUserCardByIds } from '../../cards';
import { createIdentityCheck } from '../../profile';
import type { ApiModule } from '../../types';
import { ownAppraisals } from './appraisal';
import { createOriginationsRepo } from './repo';
import { createRequirementsService } from './requirements';
import { createRequirementsRepo } from './requirements-repo';
import { requirementsRoutes } from './requirements-routes';
import { originationRoutes } from './routes';
import { createOriginationService } from './service';

export { disburseOriginationJob, originateLoanJob, type OriginationJobOverrides } from './job';
export { DISBURSE_ORIGINATION_JOB, ORIGINATE_LOAN_JOB } from './job-names';

export const originationModule: ApiModule = async (
  app,
  { config, database, clock, esign, loans },
) => {
  const db = database.db;
  const repo = createOriginationsRepo(db, loans);
  const requirements = createRequirementsService({
    repo: createRequirementsRepo(db),
    appraisalOfApplication: ownAppraisals({ repo, offers: loans.offers }).appraisalOfApplication,
    clock,
  });
  const service = createOriginationService({
    repo,
    loans,
    offers: loans.offers,
    cards: { findUserCard: (query) => findUserCardByIds(db, query) },
    esign,
    jobs: app.jobs,
    lenders: config.lenders,
    clock,
    requirements,
    identityMissing: createIdentityCheck(db),
  });
  app.signingDocuments.register('loanAgreement', service.signing);
  await app.register(originationRoutes, { service });
  await app.register(requirementsRoutes, { service: requirements });
};
