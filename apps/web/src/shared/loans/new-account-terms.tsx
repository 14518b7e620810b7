/**
 * GET /newaccountterms?brandName= (spec §7; decision 059): the terms and privacy notice a new account of the brand is
 * opened under, with the day they took effect. Shown where a new loan is shown: the origination's result, and the page
 * of a loan opened on or after that day (the domain's underCurrentAccountTerms). Long cache tier: they change rarely.
 * Information only: while it loads, or if it cannot be read, nothing is shown (the loan's documents hold its terms).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { underCurrentAccountTerms, type BrandCode } from '@lender/domain';
import { apiGet } from '../http/client';
import { cacheTier } from '../query/cache-tiers';
import { useFormat } from '../i18n/format';
import { lazySchemas } from '../http/lazy-schemas';

const schema = lazySchemas(() => import('./new-account-terms-schemas'));

export const newAccountTermsQuery = (brandName: BrandCode) =>
  queryOptions({
    queryKey: ['newAccountTerms', brandName] as const,
    queryFn: ({ signal }) =>
      apiGet('/newaccountterms', schema('ZNewAccountTermsResponseSchema'), {
        query: { brandName },
        signal,
        retryOnce: true,
      }),
    ...cacheTier('long'),
  });

export interface NewAccountTermsProps {
  brand: BrandCode;
  /** the loan's opening day: shown only if it is under the current terms; omitted for a loan just made */
  openedOn?: string;
  className?: string;
}

export function NewAccountTerms({ brand, openedOn, className }: NewAccountTermsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const terms = useQuery(newAccountTermsQuery(brand)).data;
  if (!terms) return null;
  if (openedOn !== undefined && !underCurrentAccountTerms(openedOn, terms.effectiveDate))
    return null;
  return (
    <section className={className} aria-labelledby="new-account-terms-heading">
      <h2 id="new-account-terms-heading">{t('common.newAccountTerms.heading')}</h2>
      <p>
        {t('common.newAccountTerms.lead', {
          brand: terms.brandDisplayName,
          date: format.date(terms.effectiveDate) ?? '',
        })}
      </p>
      <ul>
        <li>
          <a href={terms.termsUrl} target="_blank" rel="noopener noreferrer">
            {t('common.newAccountTerms.terms')}
          </a>
        </li>
        <li>
          <a href={terms.privacyUrl} target="_blank" rel="noopener noreferrer">
            {t('common.newAccountTerms.privacy')}
          </a>
        </li>
      </ul>
    </section>
  );
}
