/**
 * {brand}-WidgetOffer?offerKey= (spec §2 Offers group, offer id 22): what the special offer is and how to take it
 * — apply online (the brand's application page, when it has one) or call the store. Opening it marks it viewed.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OfferId } from '@lender/domain';
import { applyUrl } from '../../../shared/brand/apply-url';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import { useOffers } from '../../../shared/offers';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { useMarkViewed } from '../components/use-mark-viewed';
import { useOffersRoute } from '../components/use-offers-route';

export default function WidgetOffer() {
  const { t } = useTranslation('offers');
  useHeader('offers:widget.title', 'back');
  const { brand, pathOf } = useOffersRoute();
  const format = useFormat();
  const [params] = useSearchParams();
  const query = useOffers();
  const offer = query.data?.offers.find(
    (o) => o.offerId === OfferId.Widget && String(o.offerKey) === params.get('offerKey'),
  );
  useMarkViewed(offer?.offerKey);
  const apply = applyUrl(brand, { utm_source: 'selfservice', utm_campaign: 'widgetOffer' });

  if (query.isPending) return <Loading text={t('list.loading')} />;
  if (query.isError)
    return <ErrorAlert message={t('list.error')} onRetry={() => void query.refetch()} />;
  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('widget.heading')}</h1>
      {!offer && <p>{t('widget.notFound')}</p>}
      {offer?.expired && (
        <p className={`${content.notice} ${content.noticeWarning}`}>{t('widget.expired')}</p>
      )}
      {offer && !offer.expired && (
        <section className={content.card} aria-labelledby="widget-offer">
          <h2 id="widget-offer">{t('details.widgetLead')}</h2>
          <p>{t('list.expires', { date: format.date(offer.docExp) ?? '' })}</p>
          <p>{t('details.widgetHow')}</p>
          {apply && (
            <a className={controls.button} href={apply} target="_blank" rel="noopener noreferrer">
              {t('details.widgetApply')}
            </a>
          )}
        </section>
      )}
      <Link className={controls.link} to={pathOf('Offers')}>
        {t('details.back')}
      </Link>
    </div>
  );
}
