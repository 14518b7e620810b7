/**
 * The open-end variant of the federal box (Regulation Z § 1026.6(b)(4), § 1026.7): the line of credit's daily
 * periodic rate, its corresponding annual percentage rate and what the balance after this draw adds a day — the
 * domain's openEndDisclosure, shown on the draw notice before the borrower commits.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenEndDisclosure } from '@lender/domain';
import { useFormat } from '../i18n/format';
import { Figures } from './figures';
import { DISCLOSURE_SHARED_NS } from './i18n';
import { formatRate } from './rate';
import styles from './federal-box.module.css';

export function OpenEndBox({ disclosure }: { disclosure: OpenEndDisclosure }) {
  const { t, i18n } = useTranslation(DISCLOSURE_SHARED_NS);
  const format = useFormat();
  const heading = useId();
  return (
    <section className={styles.box} aria-labelledby={heading} data-testid="federal-box">
      <h2 id={heading}>{t('openHeading')}</h2>
      <Figures
        items={[
          { key: 'openApr', value: formatRate(disclosure.aprPercent, 2, i18n.language) },
          {
            key: 'dailyRate',
            value: formatRate(disclosure.dailyPeriodicRatePercent, 5, i18n.language),
          },
          {
            key: 'interestPerDay',
            value: format.money(disclosure.interestPerDayCents),
            helpParams: { principal: format.money(disclosure.principalAfterDrawCents) },
          },
        ]}
      />
      <p className={styles.note}>{t('openNote')}</p>
    </section>
  );
}
