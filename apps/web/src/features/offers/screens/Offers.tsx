/**
 * {brand}-Offers (spec §2 Offers group, §3 Offer): the customer's offers from GET /offers, each with its state —
 * new (not opened on this device), expired (decided by the server) or settled — and a link to its details.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { SpokenAs } from '../../../shared/ui/spoken-as';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import { useOffers, useViewedOffersStore } from '../../../shared/offers';
import { useSessionStore } from '../../../shared/session/session-store';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { BrandFeatureGate } from '../components/brand-feature-gate';
import { OfferBadge } from '../components/offer-badge';
import { offerTitle } from '../components/offer-title';
import { useOffersRoute } from '../components/use-offers-route';
import styles from '../components/offers.module.css';

export default function Offers() {
  return (
    <BrandFeatureGate feature="offers">
      <OfferList />
    </BrandFeatureGate>
  );
}

function OfferList() {
  const { t } = useTranslation('offers');
  useHeader('offers:list.title', 'menu');
  const { pathOf } = useOffersRoute();
  const format = useFormat();
  const query = useOffers();
  const customerId = useSessionStore((s) => s.customerId) ?? '';
  const viewed = useViewedOffersStore(
    useShallow((s) => s.byCustomer[customerId] ?? s.viewedOf(customerId)),
  );
  const offers = query.data?.offers ?? [];

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('list.heading')}</h1>
      {query.isPending && <Loading text={t('list.loading')} />}
      {query.isError && (
        <ErrorAlert message={t('list.error')} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && offers.length === 0 && <p>{t('list.empty')}</p>}
      {offers.length > 0 && (
        <ul className={styles.list}>
          {offers.map((offer) => {
            const title = offerTitle(t, offer);
            const date = format.date(offer.docExp) ?? '';
            return (
              <li key={offer.offerKey} className={`${content.card} ${styles.item}`}>
                <div>
                  <h2 className={styles.itemTitle}>
                    {title}
                    <OfferBadge offer={offer} isNew={!viewed.includes(offer.offerKey)} />
                  </h2>
                  {offer.settlementStep === 'pay' && offer.settlementRemainingCents !== null ? (
                    <p className={content.muted}>
                      {t('list.settlementLeft', {
                        amount: format.money(offer.settlementRemainingCents),
                      })}
                    </p>
                  ) : (
                    <p className={content.muted}>
                      <SpokenAs
                        said={t(offer.expired ? 'list.expiredOn' : 'list.expires', {
                          date: format.spokenDate(offer.docExp) ?? '',
                        })}
                      >
                        {t(offer.expired ? 'list.expiredOn' : 'list.expires', { date })}
                      </SpokenAs>
                    </p>
                  )}
                </div>
                <Link
                  className={controls.buttonSecondary}
                  to={pathOf('OfferDetails', { offerKey: String(offer.offerKey) })}
                  aria-label={t('list.viewNamed', { name: title })}
                >
                  {t('list.view')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
