/**
 * AccountDetails' payoff quote (issue 13): the payoff amount good through a chosen date, today to
 * today + 10 days (business time zone; the date input is limited to that range and the domain's rule
 * checks a typed date), from GET /payoffQuote, and the same quote as a PDF to download.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccountDetailResponse } from '@lender/contract';
import {
  DEFAULT_TIME_ZONE,
  payoffQuoteAvailable,
  payoffQuoteDays,
  payoffQuoteRange,
  zonedParts,
} from '@lender/domain';
import { TextField } from '../../../shared/ui/text-field';
import { PdfDownloadLink } from '../../../shared/ui/pdf-download-link';
import {
  downloadPayoffQuote,
  payoffQuoteFileName,
  payoffQuotePdfUrl,
  usePayoffQuote,
} from '../api/payoff-quote';
import { Facts } from './facts';
import { useFormat } from '../../../shared/i18n/format';
import { ErrorAlert, Loading } from './query-state';
import styles from './accounts.module.css';

type QuoteLoan = Pick<TAccountDetailResponse, 'loanId' | 'lmsId' | 'status' | 'payoffAmountCents'>;

/** The domain's rule, as the server enforces it. */
export const offersPayoffQuote = (loan: QuoteLoan) =>
  payoffQuoteAvailable({ status: loan.status, payoffCents: loan.payoffAmountCents });

/** Today in the business time zone: the first day a quote may be good through. */
export const quoteToday = () => zonedParts(new Date(), DEFAULT_TIME_ZONE).date;

export function PayoffQuote({ loan, today = quoteToday() }: { loan: QuoteLoan; today?: string }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  const range = payoffQuoteRange(today);
  const [goodThrough, setGoodThrough] = useState(today);
  const check = payoffQuoteDays(today, goodThrough);
  const query = { loanId: loan.loanId, lmsId: loan.lmsId, goodThrough };
  const quote = usePayoffQuote(query, check.ok);
  const dateError = check.ok
    ? undefined
    : t(`payoffQuote.errors.${check.code}`, {
        first: format.date(range.first),
        last: format.date(range.last),
      });

  return (
    <section className={styles.card} aria-labelledby="payoff-quote-heading">
      <h2 id="payoff-quote-heading" className={styles.subheading}>
        {t('payoffQuote.heading')}
      </h2>
      <p className={styles.muted}>{t('payoffQuote.lead')}</p>
      <TextField
        type="date"
        label={t('payoffQuote.goodThrough')}
        hint={t('payoffQuote.range', {
          first: format.date(range.first),
          last: format.date(range.last),
        })}
        min={range.first}
        max={range.last}
        value={goodThrough}
        onChange={setGoodThrough}
        error={dateError}
      />
      <div aria-live="polite">
        {check.ok && quote.isPending && <Loading text={t('payoffQuote.loading')} />}
        {check.ok && quote.isError && (
          <ErrorAlert message={t('payoffQuote.error')} onRetry={() => void quote.refetch()} />
        )}
        {check.ok && quote.data && (
          <>
            <p className={styles.lead}>
              {t('payoffQuote.amount', {
                amount: format.money(quote.data.payoffAmountCents),
                date: format.date(quote.data.goodThrough),
              })}
            </p>
            <Facts
              facts={[
                {
                  label: t('payoffQuote.payoffToday'),
                  value: format.money(quote.data.payoffTodayCents),
                },
                { label: t('payoffQuote.perDiem'), value: format.money(quote.data.perDiemCents) },
                {
                  label: t('payoffQuote.accrued', { count: quote.data.days }),
                  value: format.money(quote.data.accruedInterestCents),
                },
              ]}
            />
            <PdfDownloadLink
              className={styles.link}
              href={payoffQuotePdfUrl(query)}
              fileName={payoffQuoteFileName(query)}
              download={() => downloadPayoffQuote(query)}
              label={t('payoffQuote.download')}
              failedMessage={t('payoffQuote.downloadFailed')}
            />
          </>
        )}
      </div>
    </section>
  );
}
