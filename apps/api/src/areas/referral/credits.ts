/**
 * Sign-up credits (decision 007): a sign-up is decided once its referred person has a funded loan — the
 * first loan of a customer record linked to them, opened on or after the day they registered with the
 * code. It is credited the referrer's amount per share, or closed as a self-referral when the borrower
 * is the referrer themself (a shared master-data id, phone or email). A loan from before the sign-up leaves it open.
 *
 * The loans are the loan systems' (issue 51): the undecided sign-ups are read from the app's rows a page at a time,
 * and their referred people's loans asked of each system in one call per page.
 */
import { signupQualifies } from '@lender/domain';
import { businessDateOf } from '../../db/loan-payoff';
import type { LoanRecord, LoanSystemRegistry } from '../../integrations/loan-systems';
import type { Clock } from '../../lib/clock';
import type { ReferralsRepo } from './repo';

type Undecided = Awaited<ReturnType<ReferralsRepo['undecidedSignups']>>[number];
type SignupFilter = Omit<Parameters<ReferralsRepo['undecidedSignups']>[0], 'limit'>;

/** A page of sign-ups: as many as one loan-systems call takes customer ids */
const SIGNUP_PAGE = 100;

/** The sign-up's first loan opened on or after the day of its registration, with the record it is held by. */
function firstLoanSince(signup: Undecided, loans: readonly LoanRecord[]) {
  const since = businessDateOf(signup.registeredAt);
  let first: { loan: LoanRecord; record: Undecided['records'][number] } | undefined;
  for (const loan of loans) {
    const record = signup.records.find((r) => r.id === loan.borrower.recordId);
    if (!record || loan.openedOn < since) continue;
    if (!first || loan.openedOn < first.loan.openedOn) first = { loan, record };
  }
  return first;
}

export function createSignupCredits({
  repo,
  loans,
  clock,
}: {
  repo: ReferralsRepo;
  loans: Pick<LoanSystemRegistry, 'adapters'>;
  clock: Clock;
}) {
  /** The loans the page's referred people hold as borrowers, one call per loan system. */
  async function loansOf(page: readonly Undecided[]): Promise<LoanRecord[]> {
    const records = page.flatMap((signup) => signup.records);
    const held = await Promise.all(
      loans.adapters.map((adapter) => {
        const ids = records
          .map((r) => (adapter.loanSystem === 'NLS' ? r.nlsCustomerId : r.tlxeCustomerId))
          .filter((id): id is string => id !== null);
        return ids.length > 0 ? adapter.listLoans([...new Set(ids)]) : Promise.resolve([]);
      }),
    );
    return held.flat();
  }

  /** The page's sign-ups whose referred person has a loan since registering, each with its first such loan. */
  async function withLoans(filter: SignupFilter, limit: number) {
    const page = await repo.undecidedSignups({ ...filter, limit });
    const held = page.length > 0 ? await loansOf(page) : [];
    const found = page.map((signup) => ({ signup, first: firstLoanSince(signup, held) }));
    return {
      page,
      qualified: found.flatMap(({ signup, first }) => (first ? [{ signup, ...first }] : [])),
    };
  }

  async function decide({
    signup,
    loan,
    record,
  }: {
    signup: Undecided;
    loan: LoanRecord;
    record: Undecided['records'][number];
  }): Promise<boolean> {
    const verdict = signupQualifies({
      registeredAt: signup.registeredAt,
      loanOpenedOn: loan.openedOn,
      borrower: { mdmIds: [record.mdmId], phones: [record.phone], emails: [record.email] },
      referrer: await repo.personMarks(signup.referrerProfileId),
    });
    if (verdict === 'loanBeforeSignup') return false;
    return repo.decideSignup({
      referredProfileId: signup.referredProfileId,
      outcome: verdict === 'qualifies' ? 'credited' : 'selfReferral',
      referredFirstName: record.firstName,
      now: clock(),
    });
  }

  return {
    /** Decides the open sign-ups of one referrer that have a loan; answers how many were decided. */
    async decideQualified(referrerProfileId: string): Promise<number> {
      let decided = 0;
      let after: string | undefined;
      for (;;) {
        const { page, qualified } = await withLoans({ referrerProfileId, after }, SIGNUP_PAGE);
        for (const found of qualified) if (await decide(found)) decided += 1;
        if (page.length < SIGNUP_PAGE) return decided;
        after = page[page.length - 1]!.referredProfileId;
      }
    },
    /** The one open sign-up of this referred person, decided if it has a loan. */
    async decideOne(referredProfileId: string): Promise<boolean> {
      const [found] = (await withLoans({ referredProfileId }, 1)).qualified;
      return found ? decide(found) : false;
    },
    /**
     * The referred people of one page of open sign-ups (after `after`) that have a loan, and where the next page starts
     * (null after the last): the job's recovery walks every open sign-up, a page per call.
     */
    async qualifiedPage(after?: string) {
      const { page, qualified } = await withLoans({ after }, SIGNUP_PAGE);
      return {
        referredProfileIds: qualified.map(({ signup }) => signup.referredProfileId),
        next: page.length < SIGNUP_PAGE ? null : page[page.length - 1]!.referredProfileId,
      };
    },
  };
}
