/**
 * The page's title names the screen and the brand ("Make a payment · {brand}"), in the reader's
 * language, from the header title the screen declares (WCAG 2.4.2): a screen reader announces it,
 * and a borrower with several tabs can tell them apart.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brandByCode, type BrandCode } from '@lender/domain';
import { useHeaderStore } from '../../shared/layout/use-header';

export function documentTitle(screenTitle: string, brandName: string): string {
  return screenTitle ? `${screenTitle} · ${brandName}` : brandName;
}

export function useDocumentTitle(brand: BrandCode): void {
  const { t } = useTranslation();
  const titleKey = useHeaderStore((s) => s.titleKey);
  const title = documentTitle(titleKey ? t(titleKey) : '', brandByCode(brand).displayName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
