/**
 * Sign-up credits (decision 007): a sign-up is decided once its referred person has a funded loan — the
 * first loan of a customer record linked to them, opened on or after the day they registered with the
 * code. It is credited the referrer's amount per share, or closed as a self-referral when the borrower
 * is the referrer themself (a shared master-data id, phone or email). A loan from before the sign-up leaves it open.
 */
import { signupQualifies } from '@lender/domain';
import type { Clock } from '../../lib/clock';
import type { ReferralsRepo } from './repo';

type Signup = Awaited<ReturnType<ReferralsRepo['signupsWithLoan']>>[number];

export function createSignupCredits({ repo, clock }: { repo: ReferralsRepo; clock: Clock }) {
  async function decide(signup: Signup): Promise<boolean> {
    const verdict = signupQualifies({
      registeredAt: signup.registeredAt,
      loanOpenedOn: signup.openedOn,
      borrower: { mdmIds: [signup.mdmId], phones: [signup.phone], emails: [signup.email] },
      referrer: await repo.personMarks(signup.referrerProfileId),
    });
    if (verdict === 'loanBeforeSignup') return false;
    return repo.decideSignup({
      referredProfileId: signup.referredProfileId,
      outcome: verdict === 'qualifies' ? 'credited' : 'selfReferral',
      referredFirstName: signup.firstName,
      now: clock(),
    });
  }

  return {
    decide,
    /** Decides the open sign-ups (of one referrer, or all) that have a loan; answers how many were decided. */
    async decideQualified(referrerProfileId?: string, limit = 100): Promise<number> {
      let decided = 0;
      for (const signup of await repo.signupsWithLoan(limit, referrerProfileId))
        if (await decide(signup)) decided += 1;
      return decided;
    },
    /** The one open sign-up of this referred person, decided if it has a loan. */
    async decideOne(referredProfileId: string): Promise<boolean> {
      const [signup] = await repo.signupsWithLoan(1, undefined, referredProfileId);
      return signup ? decide(signup) : false;
    },
  };
}
