/**
 * How to reach the loan's store: its name, address and hours (GET /store), a tel: link (spec §5 Phone),
 * and the existing store details, appointment and store locator screens.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import { formatPhoneDisplay, phoneTelHref } from '@lender/domain';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { noWrapClass } from '../../../shared/ui/no-wrap';
import { Loading } from '../../../shared/ui/query-state';
import { useLoanStore } from '../api';
import { FactList } from '../../../shared/ui/fact-list';
import { useRecoveryRoute } from './use-recovery-route';

export function StoreContact({
  loan,
}: {
  loan: Pick<TAccountDetailResponse, 'storeId' | 'storeName' | 'storePhoneNumber'>;
}) {
  const { t } = useTranslation('recovery');
  const { pathOf } = useRecoveryRoute();
  const store = useLoanStore(loan.storeId);
  const phone = formatPhoneDisplay(loan.storePhoneNumber);
  const tel = phoneTelHref(loan.storePhoneNumber);
  return (
    <section className={content.card} aria-labelledby="store-contact-heading">
      <h2 id="store-contact-heading">{t('store.heading')}</h2>
      <p>{store.data?.storeInfo.name ?? loan.storeName}</p>
      {store.isPending && <Loading text={t('store.loading')} />}
      {store.data && (
        <FactList
          facts={[
            [t('store.address'), store.data.storeInfo.address],
            [
              t('store.hours'),
              store.data.storeInfo.hours?.join(', ') ?? store.data.storeInfo.hoursRaw,
            ],
          ]}
        />
      )}
      {store.isError && <p>{t('store.addressUnavailable')}</p>}
      <div className={controls.actions}>
        {tel ? (
          <a className={`${controls.button} ${noWrapClass}`} href={tel}>
            {t('store.call', { phone })}
          </a>
        ) : (
          <p className={noWrapClass}>{phone}</p>
        )}
        <Link className={controls.buttonSecondary} to={pathOf('Appointment')}>
          {t('store.appointment')}
        </Link>
      </div>
      <p>
        <Link
          className={controls.link}
          to={pathOf('StoreDetails', { storeId: String(loan.storeId) })}
        >
          {t('store.details')}
        </Link>
      </p>
      <p>
        <Link className={controls.link} to={pathOf('StoreLocator')}>
          {t('store.locator')}
        </Link>
      </p>
    </section>
  );
}
