/**
 * The page's title names the screen, the loan where the screen is about one ("Make a payment · Loan
 * 10001-001 · {brand}") and the brand, in the reader's language, from the header title the screen declares
 * (WCAG 2.4.2): a screen reader announces it, and a borrower with several tabs can tell them apart.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { brandByCode, type BrandCode } from '@lender/domain';
import { useHeaderStore } from '../../shared/layout/use-header';
import { accountDetailQuery } from '../../shared/loans/account-detail';

export function documentTitle(screenTitle: string, brandName: string, loanTitle = ''): string {
  return [screenTitle, loanTitle, brandName].filter(Boolean).join(' · ');
}

/**
 * The loan number (lmsId) of the loan the route is about (a `:loanId` route param), once that loan is in the
 * query cache; read from the cache only, never fetched for the title.
 */
export function useRouteLoanNumber(): string | undefined {
  const matches = useMatches();
  const loanId = matches.at(-1)?.params.loanId ?? '';
  const loan = useQuery({ ...accountDetailQuery(loanId), enabled: false });
  return loanId ? loan.data?.lmsId : undefined;
}

export function useDocumentTitle(brand: BrandCode, lmsId?: string): void {
  const { t } = useTranslation();
  const titleKey = useHeaderStore((s) => s.titleKey);
  const title = documentTitle(
    titleKey ? t(titleKey) : '',
    brandByCode(brand).displayName,
    lmsId ? t('layout.loanTitle', { lmsId }) : '',
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}
