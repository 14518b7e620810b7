/**
 * The accounts' dev routes' data (dev-routes.ts, outside production only): a profile by its username, whether a loan
 * exists, and the sandbox loan system's own writes (integrations/loan-systems/ledger) over the app's database.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { identities, loans, type IdentityKind } from '../../../db/schema';
import {
  fundSandboxLoan,
  sandboxCustomerOf,
  type FundedLoan,
  type FundLoanInput,
} from '../../../integrations/loan-systems/ledger/fund-loan';
import {
  FundedLoanSchema,
  SANDBOX_FUNDED_LOANS_PATH,
} from '../../../integrations/loan-systems/wire/sandbox';
import {
  batchCashAdvances,
  requestSandboxCashAdvance,
  unbatchedCashAdvances,
  type UnbatchedFilter,
} from '../../../integrations/loan-systems/ledger/post-draw';

/**
 * `loanSystemsUrl`: the loan-systems service, when the loan systems are it (LOAN_SYSTEMS_URL): a funded loan is then
 * opened by its sandbox route, for the app's record of her (decision 078).
 */
export function createAccountsDevRepo(db: Database, loanSystemsUrl?: string) {
  async function fundLoanInService(url: string, input: FundLoanInput): Promise<FundedLoan> {
    const customer = await sandboxCustomerOf(db, input);
    const response = await fetch(new URL(SANDBOX_FUNDED_LOANS_PATH, url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer,
        amountCents: input.amountCents,
        brandCode: input.brandCode,
        now: input.now.toISOString(),
      }),
    });
    if (response.status !== 201)
      throw new Error(
        `the sandbox did not fund the loan: ${response.status} ${await response.text()}`,
      );
    return FundedLoanSchema.parse(await response.json());
  }

  return {
    async profileIdByUsername({
      kind,
      value,
    }: {
      kind: IdentityKind;
      value: string;
    }): Promise<string | null> {
      const [identity] = await db
        .select({ profileId: identities.profileId })
        .from(identities)
        .where(and(eq(identities.kind, kind), eq(identities.value, value)));
      return identity?.profileId ?? null;
    },
    async loanExists(loanId: string): Promise<boolean> {
      const [loan] = await db.select({ id: loans.id }).from(loans).where(eq(loans.id, loanId));
      return loan !== undefined;
    },
    fundLoan: (input: FundLoanInput) =>
      loanSystemsUrl ? fundLoanInService(loanSystemsUrl, input) : fundSandboxLoan(db, input),
    requestCashAdvance: (input: { loanId: string; amountCents: number; now: Date }) =>
      requestSandboxCashAdvance(db, input),
    /** the batching run (1000 → 1002) of the unbatched advances the filter names; answers how many moved */
    async batchCashAdvances(filter: UnbatchedFilter): Promise<number> {
      const due = await unbatchedCashAdvances(db, filter);
      return batchCashAdvances(
        db,
        due.map((advance) => advance.id),
      );
    },
  };
}
