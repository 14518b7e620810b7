/**
 * Referral rewards (spec §4 Referral, §7): the referrer's stats, balance and history, shares and
 * scans, enrolment, the payee's profile and the cash-out. A cash-out is reserved (one pending per
 * profile, its amount counted out of the balance) before the job pays it out; a sign-up is credited
 * once, when its qualifying event (the referred person's first funded loan) has happened.
 */
import { randomBytes } from 'node:crypto';
import {
  cashOutConfirmationNumber,
  cashOutRefusal,
  enrolmentRefusal,
  missingPayeeFields,
  referralLinkPath,
  type ServerSettings,
} from '@lender/domain';
import type {
  TCashOutRequestParsed,
  TCashOutStatusResponse,
  TLanguage,
  TReferralBalanceHistoryResponse,
  TReferralEnrolmentResponse,
  TReferralProfile,
  TReferralProfileUpdate,
  TReferralScanResponse,
  TReferralShareRequest,
  TReferralStatsResponse,
} from '@lender/contract';
import type { CardProcessorPort } from '../../integrations/card-processor/port';
import type { Clock } from '../../lib/clock';
import { translate } from '../../i18n';
import { NotFoundError } from '../../lib/errors';
import type { JobSender } from '../../jobs/queue';
import type { LoanSystemRegistry } from '../../integrations/loan-systems';
import type { AuthContext } from '../../plugins/authenticate';
import { createSignupCredits } from './credits';
import { referralErrors } from './errors';
import { createMembership } from './membership';
import type { CashOutRow, ReferralsRepo } from './repo';

export const REFERRAL_CASH_OUT_JOB = 'referralCashOut';
export const REFERRAL_SIGNUP_JOB = 'referralSignup';
const newMessageKey = () => `cash_${randomBytes(16).toString('hex')}`;

export interface ReferralsDeps {
  repo: ReferralsRepo;
  /** the loan systems: a sign-up's qualifying loan is theirs */
  loans: Pick<LoanSystemRegistry, 'adapters'>;
  processor: Pick<CardProcessorPort, 'cardForTransaction'>;
  settings: () => Promise<ServerSettings>;
  jobs: JobSender;
  clock: Clock;
}

export function createReferralsService({
  repo,
  loans,
  processor,
  settings,
  jobs,
  clock,
}: ReferralsDeps) {
  const credits = createSignupCredits({ repo, loans, clock });
  const { idsOf, newShortCode, memberAccount, payeeOf } = createMembership({
    repo,
    settings,
    clock,
  });

  function statusOf(
    row: CashOutRow,
    balanceCents: number,
    language: TLanguage,
  ): TCashOutStatusResponse {
    return {
      messageKey: row.messageKey,
      status: row.status,
      amountCents: row.amountCents,
      cardNumber: row.cardLast4,
      cardType: row.cardType,
      reference: row.reference,
      confirmationNumber: row.status === 'paid' ? cashOutConfirmationNumber(row.id) : null,
      declineReason: row.declineReason === null ? null : translate(language, row.declineReason),
      currentBalanceCents: balanceCents,
    };
  }

  const available = (funds: { ledgerCents: number; pending: CashOutRow | null }) =>
    Math.max(0, funds.ledgerCents - (funds.pending?.amountCents ?? 0));

  return {
    async stats(auth: AuthContext, appOrigin: string): Promise<TReferralStatsResponse> {
      const account = await memberAccount(auth);
      await credits.decideQualified(auth.profileId);
      const [funds, flags, fresh] = await Promise.all([
        repo.funds(auth.profileId),
        settings(),
        repo.account(auth.profileId),
      ]);
      const row = fresh ?? account;
      return {
        peopleSignedUp: row.peopleSignedUp,
        codesScanned: row.codesScanned,
        amountPerShare: flags.amountPerShare,
        currentBalanceCents: available(funds),
        pendingCashOut: funds.pending !== null,
        pendingCashOutCents: funds.pending?.amountCents ?? 0,
        pendingMessageKey: funds.pending?.messageKey ?? null,
        referralUrl: `${appOrigin}${referralLinkPath(row.shortCode)}`,
        shortCode: row.shortCode,
      };
    },

    async history(auth: AuthContext): Promise<TReferralBalanceHistoryResponse> {
      if (!(await settings()).referralBalanceHistory) throw referralErrors.historyOff();
      await memberAccount(auth);
      await credits.decideQualified(auth.profileId);
      const [funds, rows] = await Promise.all([
        repo.funds(auth.profileId),
        repo.history(auth.profileId),
      ]);
      return {
        currentBalanceCents: available(funds),
        history: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          amountCents: r.amountCents,
          createdAt: r.createdAt.toISOString(),
          referredFirstName: r.referredFirstName,
          cardNumber: r.cardLast4,
          reference: r.reference,
        })),
      };
    },

    async share(auth: AuthContext, body: TReferralShareRequest): Promise<{ recorded: true }> {
      const account = await memberAccount(auth);
      if (body.shortCode !== account.shortCode) {
        if (!(await repo.shortCodeTaken(body.shortCode))) throw referralErrors.codeNotFound();
        throw referralErrors.notYourCode();
      }
      await repo.recordShare({
        profileId: auth.profileId,
        source: body.source,
        customerName: body.customerName ?? null,
        email: body.email ?? null,
        phone: body.phone ?? null,
        storeId: body.storeId ?? null,
        storeName: body.storeName ?? null,
        createdAt: clock(),
      });
      return { recorded: true };
    },

    async scan(shortCode: string): Promise<TReferralScanResponse> {
      const referrer = await repo.recordScan(shortCode);
      if (!referrer) throw referralErrors.codeNotFound();
      const person = await repo.person(referrer.profileId);
      return {
        shortCode,
        referrerFirstName: referrer.payeeFirstName ?? person?.records[0]?.firstName ?? null,
      };
    },

    async enrol(auth: AuthContext, appOrigin: string): Promise<TReferralEnrolmentResponse> {
      const [person, flags, account] = await Promise.all([
        repo.person(auth.profileId),
        settings(),
        repo.account(auth.profileId),
      ]);
      if (!person) throw referralErrors.notEnrolled();
      const refusal = enrolmentRefusal(
        {
          ids: idsOf(person.records),
          nonCustomerRefer: person.nonCustomerRefer,
          alreadyEnrolled: account !== null,
        },
        flags,
      );
      if (refusal) throw referralErrors.enrolment(refusal);
      const row = await repo.enrol({
        profileId: auth.profileId,
        shortCode: await newShortCode(),
        amountPerShareCents: flags.amountPerShare * 100,
        nonCustomer: true,
        now: clock(),
      });
      return {
        shortCode: row.shortCode,
        referralUrl: `${appOrigin}${referralLinkPath(row.shortCode)}`,
      };
    },

    async profile(auth: AuthContext): Promise<TReferralProfile> {
      const payee = await payeeOf(auth, await memberAccount(auth));
      return { ...payee, missing: missingPayeeFields(payee) };
    },

    async updateProfile(
      auth: AuthContext,
      body: TReferralProfileUpdate,
    ): Promise<TReferralProfile> {
      await memberAccount(auth);
      await repo.setPayee(auth.profileId, body);
      return { ...body, missing: missingPayeeFields(body) };
    },

    /**
     * POST /cashOut: the card of the caller's own completed form, the amount at most what is available; reserved
     * under the account's lock (one pending per profile), then the job pays it out. The same request again (the same
     * card form) answers the same key.
     */
    async cashOut(auth: AuthContext, body: TCashOutRequestParsed): Promise<{ messageKey: string }> {
      const account = await memberAccount(auth);
      const now = clock();
      const card = await processor.cardForTransaction(body.transactionUuid, auth.profileId, now);
      if (!card) throw referralErrors.cardNotFound();
      if (card.last4 !== body.cardNumber) throw referralErrors.cardMismatch();
      const missing = missingPayeeFields(await payeeOf(auth, account));
      const { row, created } = await repo.startCashOut(
        auth.profileId,
        body.transactionUuid,
        (funds, earlier) => {
          // the same request again (a double submit, a retry after a lost answer) answers its first cash-out, paid or not
          if (earlier) {
            if (earlier.amountCents !== body.amount) throw referralErrors.formUsed();
            return earlier;
          }
          const refusal = cashOutRefusal({
            amountCents: body.amount,
            availableCents: available(funds),
            pending: funds.pending !== null,
            cardCanDisburse: card.canDisburse,
            missing,
          });
          if (refusal) throw referralErrors.cashOut(refusal);
          return {
            messageKey: newMessageKey(),
            profileId: auth.profileId,
            amountCents: body.amount,
            formTransactionUuid: body.transactionUuid,
            processorToken: card.token,
            cardLast4: card.last4,
            cardType: card.cardType,
            createdAt: now,
          };
        },
      );
      // the job id is the cash-out id: a repeated request never makes a second job
      if (created || row.status === 'pending')
        await jobs.run(REFERRAL_CASH_OUT_JOB, { cashOutId: row.id }, { id: row.id });
      return { messageKey: row.messageKey };
    },

    async cashOutStatus(
      auth: AuthContext,
      messageKey: string,
      language: TLanguage = 'en',
    ): Promise<TCashOutStatusResponse> {
      const row = await repo.cashOutByKey(messageKey);
      // someone else's key is not found, as an unknown one
      if (!row || row.profileId !== auth.profileId)
        throw new NotFoundError('No cash-out has this key.');
      return statusOf(row, available(await repo.funds(auth.profileId)), language);
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
