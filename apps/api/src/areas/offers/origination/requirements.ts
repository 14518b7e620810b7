/**
 * What a flagged product asks before its loan is made (decision 060): the domain's productRequirements of the
 * offer's product at its store's state; POST /spouseAddress and GET /demographicReference; and the gate of
 * POST /loanOriginate, which refuses a loan whose answers are missing (a 409 naming the field) and keeps the
 * demographics sent with it.
 */
import type {
  TDemographicData,
  TDemographicReferenceResponse,
  TOriginationRequirements,
  TSpouseAddressRequest,
} from '@lender/contract';
import {
  DEMOGRAPHIC_REFERENCE,
  demographicIssues,
  productRequirements,
  spouseAddressIssues,
} from '@lender/domain';
import type { AuthContext } from '../../../plugins/authenticate';
import type { Appraisal } from './appraisal';
import { requirementErrors as errors } from './requirements-errors';
import type { RequirementsRepo, RequirementsRow } from './requirements-repo';

export interface RequirementsDeps {
  repo: RequirementsRepo;
  appraisalOfApplication: (auth: AuthContext, applicationId: string) => Promise<Appraisal>;
  clock: () => Date;
}

const demographicsOf = (row: RequirementsRow | null): TDemographicData | null =>
  row?.demographics && demographicIssues(row.demographics).length === 0
    ? (row.demographics as TDemographicData)
    : null;

export function requirementsOf(
  { offer, store }: Appraisal,
  row: RequirementsRow | null,
): TOriginationRequirements {
  const needs = productRequirements(offer.productCode, store.state);
  return {
    productCode: offer.productCode,
    spouseAddress: { required: needs.spouseAddress, answered: row?.married != null },
    demographics: { required: needs.demographicsNeeded, answered: demographicsOf(row) !== null },
  };
}

export function createRequirementsService({
  repo,
  appraisalOfApplication,
  clock,
}: RequirementsDeps) {
  return {
    /** The requirements GET /originationInfo reports. */
    async of(appraisal: Appraisal): Promise<TOriginationRequirements> {
      return requirementsOf(appraisal, await repo.of(appraisal.offer.applicationId));
    },

    /** POST /spouseAddress: the caller's own application; married needs the spouse's name and address. */
    async saveSpouse(auth: AuthContext, body: TSpouseAddressRequest) {
      const appraisal = await appraisalOfApplication(auth, body.applicationId);
      if (!requirementsOf(appraisal, null).spouseAddress.required) throw errors.spouseNotAsked();
      const [issue] = spouseAddressIssues(body);
      if (issue) throw errors.rule(issue.code, `body.${issue.field}`, issue.params);
      const spouse = body.married && body.spouse ? body.spouse : null;
      await repo.save(body.applicationId, { married: body.married, spouse }, clock());
      return { applicationId: body.applicationId, married: body.married };
    },

    /** GET /demographicReference: whether the product asks them, the options, and what is on file. */
    async reference(
      auth: AuthContext,
      applicationId: string,
    ): Promise<TDemographicReferenceResponse> {
      const appraisal = await appraisalOfApplication(auth, applicationId);
      const row = await repo.of(applicationId);
      return {
        demographicsNeeded: requirementsOf(appraisal, row).demographics.required,
        demographicReference: {
          race: [...DEMOGRAPHIC_REFERENCE.race],
          gender: [...DEMOGRAPHIC_REFERENCE.gender],
          height: [...DEMOGRAPHIC_REFERENCE.height],
          weight: [...DEMOGRAPHIC_REFERENCE.weight],
        },
        demographicData: demographicsOf(row),
      };
    },

    /** POST /loanOriginate's gate: keeps demographics sent, then refuses what is still missing. */
    async gate(appraisal: Appraisal, demographicData: TDemographicData | undefined): Promise<void> {
      const { applicationId } = appraisal.offer;
      const asked = requirementsOf(appraisal, null);
      if (demographicData && asked.demographics.required)
        await repo.save(applicationId, { demographics: demographicData }, clock());
      const now = requirementsOf(appraisal, await repo.of(applicationId));
      if (now.spouseAddress.required && !now.spouseAddress.answered) throw errors.spouseMissing();
      if (now.demographics.required && !now.demographics.answered)
        throw errors.demographicsMissing();
    },
  };
}
export type RequirementsService = ReturnType<typeof createRequirementsService>;
