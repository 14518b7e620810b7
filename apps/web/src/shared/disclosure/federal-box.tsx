/**
 * The federal box (Regulation Z § 1026.18): the annual percentage rate, finance charge, amount financed and total of
 * payments, the payment schedule, the security interest (a title loan's vehicle) and the prepayment statement, in
 * the app's language. The figures are the domain's (closedEndDisclosure and its builders), as the server sends
 * them or as the screen computes them with the same function for the amount typed; this component does no
 * arithmetic but grouping equal payments in a row.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentScheduleRows, type ClosedEndDisclosure } from '@lender/domain';
import { useFormat } from '../i18n/format';
import { Figures } from './figures';
import { DISCLOSURE_SHARED_NS } from './i18n';
import { formatRate } from './rate';
import styles from './federal-box.module.css';

export function FederalBox({
  disclosure,
  collateral,
}: {
  disclosure: ClosedEndDisclosure;
  /** what the loan is secured by (a title loan's vehicle: '2020 Honda Civic'); none for an unsecured loan */
  collateral?: string | undefined;
}) {
  const { t, i18n } = useTranslation(DISCLOSURE_SHARED_NS);
  const format = useFormat();
  const heading = useId();
  const rows = paymentScheduleRows(disclosure.schedule);
  return (
    <section className={styles.box} aria-labelledby={heading} data-testid="federal-box">
      <h2 id={heading}>{t('heading')}</h2>
      <Figures
        items={[
          { key: 'apr', value: formatRate(disclosure.aprPercent, 2, i18n.language) },
          { key: 'financeCharge', value: format.money(disclosure.financeChargeCents) },
          { key: 'amountFinanced', value: format.money(disclosure.amountFinancedCents) },
          { key: 'totalOfPayments', value: format.money(disclosure.totalOfPaymentsCents) },
        ]}
      />
      {rows.length === 0 ? (
        <p className={styles.note}>{t('noPayments')}</p>
      ) : (
        <table className={styles.schedule}>
          <caption>{t('schedule')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('scheduleCount')}</th>
              <th scope="col">{t('scheduleAmount')}</th>
              <th scope="col">{t('scheduleWhen')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.first}>
                <td>{row.count}</td>
                <td>{format.money(row.amountCents)}</td>
                <td>
                  {row.count === 1
                    ? format.date(row.first)
                    : t('scheduleFromTo', {
                        first: format.date(row.first),
                        last: format.date(row.last),
                      })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {collateral && <p className={styles.note}>{t('security', { collateral })}</p>}
      <p className={styles.note}>{t('prepayment')}</p>
      <p className={styles.note}>{t('contract')}</p>
    </section>
  );
}
