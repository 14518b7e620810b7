/**
 * Who belongs to the referral programme (spec §4 Referral): the caller's referral account — an ncr user's enrolment,
 * or an ecr user's (a TLXe customer's) made at the first visit while displayRetailReferral is on — its short code,
 * and the payee a cash-out is paid to.
 */
import { referralAccess, type ServerSettings } from '@lender/domain';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../../plugins/authenticate';
import { newShortCode as drawShortCode } from '../../lib/short-code';
import { referralErrors } from './errors';
import type { ReferralAccountRow, ReferralsRepo } from './repo';

/** The person's customer ids by loan system, as the domain's classification reads them. */
function idsOf(records: { nls: string | null; tlxe: string | null }[]) {
  return {
    nls: records.find((r) => r.nls)?.nls ?? undefined,
    tlxe: records.find((r) => r.tlxe)?.tlxe ?? undefined,
  };
}

export function createMembership({
  repo,
  settings,
  clock,
}: {
  repo: ReferralsRepo;
  settings: () => Promise<ServerSettings>;
  clock: Clock;
}) {
  const newShortCode = () => drawShortCode((code) => repo.shortCodeTaken(code));

  /**
   * The caller's referral account, or a 403: an ncr user's enrolment; an ecr user (a TLXe customer) while
   * displayRetailReferral is on gets one at the first visit.
   */
  async function memberAccount(auth: AuthContext): Promise<ReferralAccountRow> {
    const [person, flags] = await Promise.all([repo.person(auth.profileId), settings()]);
    if (!person) throw referralErrors.notEnrolled();
    const access = referralAccess(
      { ids: idsOf(person.records), nonCustomerRefer: person.nonCustomerRefer },
      flags,
    );
    if (!access) throw referralErrors.notEnrolled();
    const account = await repo.account(auth.profileId);
    if (account) return account;
    if (access === 'ncr') throw referralErrors.notEnrolled();
    return repo.enrol({
      profileId: auth.profileId,
      shortCode: await newShortCode(),
      amountPerShareCents: flags.amountPerShare * 100,
      nonCustomer: false,
      now: clock(),
    });
  }

  async function payeeOf(auth: AuthContext, account: ReferralAccountRow) {
    const person = await repo.person(auth.profileId);
    const record = person?.records[0];
    return {
      firstName: account.payeeFirstName ?? record?.firstName ?? null,
      lastName: account.payeeLastName ?? record?.lastName ?? null,
      zip: account.payeeZip ?? record?.address?.zip ?? null,
    };
  }

  return { idsOf, newShortCode, memberAccount, payeeOf };
}
