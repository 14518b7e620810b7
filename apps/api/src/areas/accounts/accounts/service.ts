/** GET /accounts, /accountdetail, /accounthistory, /dashboardmessage, /newaccountterms. */
import { z } from 'zod';
import type {
  TAccountDetailResponse,
  TAccountHistoryResponse,
  TAccountsResponse,
  TLanguage,
  TDashboardMessageResponse,
  TNewAccountTermsResponse,
  TReapplyInfo,
} from '@lender/contract';
import { mayBeOfferedNewLoan, type BrandCode } from '@lender/domain';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import { NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan, callerCustomerIds, roleOn } from './loan-access';
import { loanDetailView, loanView } from './loan-view';
import { DASHBOARD_MESSAGES_KEY, type AccountsRepo } from './repo';
import type { RenewalOrigins } from './renewal-origin-repo';
import type { RenewalSignatureRequests } from './renewal-signature-request';
import { loanViewSettingsOf } from './settings';

/** The date the current new-account terms took effect. */
export const NEW_ACCOUNT_TERMS_EFFECTIVE_DATE = '2026-01-01';

/** A brand's message as the operator writes it: English, and its Spanish when they wrote one (`es`) (issue 17). */
const ZStoredMessages = z.record(
  z.string(),
  z.object({
    title: z.string(),
    body: z.string(),
    severity: z.enum(['info', 'warning']).default('info'),
    es: z.object({ title: z.string(), body: z.string() }).optional(),
  }),
);

export interface AccountsServiceDeps {
  loans: Pick<LoanSystemRegistry, 'listLoans' | 'findLoan' | 'adapter'>;
  repo: Pick<AccountsRepo, 'brandByCode' | 'setting'>;
  /** the caller's renewal that opened a loan (GET /accountdetail renewedFrom) */
  renewals: Pick<RenewalOrigins, 'ofNewLoan'>;
  /** a renewal the loan's other party signed today and asks the caller to sign (decision 054) */
  signatureRequests: RenewalSignatureRequests;
  clock: () => Date;
}

export function createAccountsService({
  loans,
  repo,
  renewals,
  signatureRequests,
  clock,
}: AccountsServiceDeps) {
  async function brandOf(code: BrandCode) {
    const brand = await repo.brandByCode(code);
    if (!brand) throw new NotFoundError('Unknown brand.');
    return brand;
  }

  /** The caller's application with the brand (read alongside the loans: the two do not depend on each other). */
  async function applicationOf(auth: AuthContext, brandCode: BrandCode) {
    const brand = await brandOf(brandCode);
    const customerId = callerCustomerIds(auth)[brand.loanSystem];
    const application = customerId
      ? await loans.adapter(brand.loanSystem).applicationStatus(customerId)
      : null;
    return { brand, application };
  }

  function reapplyInfo(
    { brand, application }: Awaited<ReturnType<typeof applicationOf>>,
    brandCode: BrandCode,
    mayApply: boolean,
  ): TReapplyInfo {
    const inProgress = application?.state === 'inProgress' && application.brandCode === brandCode;
    return {
      canReapply: mayApply && !inProgress,
      applyUrl: brand.applyUrl,
      returnUrl: inProgress ? application.returnUrl : null,
    };
  }

  return {
    async accounts(auth: AuthContext, brandName: BrandCode): Promise<TAccountsResponse> {
      // one database round trip deep: the loans, the application and the (cached) settings are read side by side
      const [settings, all, application] = await Promise.all([
        loanViewSettingsOf(repo),
        auth.customerId ? loans.listLoans(callerCustomerIds(auth)) : [],
        applicationOf(auth, brandName),
      ]);
      const views = all.flatMap((loan) => {
        const role = roleOn(loan, auth);
        return role && loan.brandCode === brandName
          ? [{ loan, role, isAlternate: role === 'cosigner' }]
          : [];
      });
      const own = all.filter((loan) => roleOn(loan, auth) === 'borrower');
      return {
        loans: views.map((view) =>
          loanView(view, settings.pastDuePhoneDayLimit, settings.autoPayEnabled),
        ),
        reapplyInfo: reapplyInfo(application, brandName, mayBeOfferedNewLoan(own, brandName)),
      };
    },

    async accountDetail(
      auth: AuthContext,
      loanId: string,
      lmsId?: string,
    ): Promise<TAccountDetailResponse> {
      const access = await accessibleLoan(loans, auth, loanId, { lmsId });
      const adapter = loans.adapter(access.loan.loanSystem);
      const [settings, pending, renewedFrom, renewalSignatureRequest] = await Promise.all([
        loanViewSettingsOf(repo),
        adapter.pendingCashAdvances(loanId),
        renewals.ofNewLoan(loanId, auth.profileId),
        signatureRequests.requestOf(access, clock()),
      ]);
      const view = loanDetailView(
        access,
        settings.pastDuePhoneDayLimit,
        pending,
        settings.autoPayEnabled,
      );
      return { ...view, renewedFrom, renewalSignatureRequest };
    },

    async accountHistory(auth: AuthContext, loanId: string): Promise<TAccountHistoryResponse> {
      const { loan } = await accessibleLoan(loans, auth, loanId);
      return { loanId, entries: await loans.adapter(loan.loanSystem).history(loanId) };
    },

    /** The brand's message in the reader's language: its Spanish when there is one, else the English it was written in. */
    async dashboardMessage(
      brandName: BrandCode,
      language: TLanguage = 'en',
    ): Promise<TDashboardMessageResponse> {
      const parsed = ZStoredMessages.safeParse(await repo.setting(DASHBOARD_MESSAGES_KEY));
      const stored = parsed.success ? parsed.data[brandName] : undefined;
      if (!stored) return { message: null };
      const { es, ...english } = stored;
      return { message: language === 'es' && es ? { ...es, severity: stored.severity } : english };
    },

    async newAccountTerms(brandName: BrandCode): Promise<TNewAccountTermsResponse> {
      const brand = await brandOf(brandName);
      return {
        brandName,
        brandDisplayName: brand.displayName,
        termsUrl: brand.termsUrl,
        privacyUrl: brand.privacyUrl,
        effectiveDate: NEW_ACCOUNT_TERMS_EFFECTIVE_DATE,
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
