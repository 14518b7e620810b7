/**
 * The task on a co-signed loan's AccountDetails when the other party signed a renewal today and the reader has not
 * (GET /accountdetail renewalSignatureRequest; decision 054): who asked, for which payment, and "Read and sign",
 * which opens RenewalSignature. Declining is not signing: the task says nothing is renewed or charged unless the
 * reader signs today.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import { routePath } from '../../../shared/routing/route-path';
import controls from '../../../shared/ui/controls.module.css';
import styles from './accounts.module.css';
import { brandRoute } from './use-loan-route';

export function RenewalSignatureTask({
  brand,
  loan,
}: {
  brand: BrandCode;
  loan: TAccountDetailResponse;
}) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  const request = loan.renewalSignatureRequest;
  if (!request) return null;
  return (
    <section className={styles.card} aria-labelledby="renewal-signature-heading">
      <h2 id="renewal-signature-heading">{t('details.signatureTask')}</h2>
      <p>
        {t('details.signatureAsked', {
          name: request.requestedBy,
          lmsId: loan.lmsId,
          amount: format.money(request.amountCents),
        })}
      </p>
      <p>{t('details.signatureNothingUnless')}</p>
      <Link
        className={controls.button}
        to={routePath(brandRoute(brand, 'RenewalSignature'), { loanId: loan.loanId })}
      >
        {t('details.signatureRead')}
      </Link>
    </section>
  );
}
