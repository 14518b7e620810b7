/**
 * {brand}-OfferDetails?offerKey= (spec §2 Offers group): one offer. Opening it marks it viewed (the badge clears).
 * A settlement offer shows what settling saves and leads to SettlementOffer; an expired one says it has ended. An
 * appraisal offer (a new title loan) leads into the origination flow at the step reached ("Get my money"), to a
 * call from the store ("Call me"), or says no to it (PUT /appraisalStatus, after a confirmation); an ended one says
 * to call the store. A widget offer leads to WidgetOffer.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OfferId } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import { useOffers } from '../../../shared/offers';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { FactList } from '../../../shared/ui/fact-list';
import { offerTitle } from '../components/offer-title';
import { useMarkViewed } from '../components/use-mark-viewed';
import { useOffersRoute } from '../components/use-offers-route';
import { routePath } from '../../../shared/routing/route-path';
import { AppraisalActions } from '../components/appraisal-actions';

export default function OfferDetails() {
  const { t } = useTranslation('offers');
  useHeader('offers:details.title', 'back');
  const { brand, pathOf } = useOffersRoute();
  const format = useFormat();
  const [params] = useSearchParams();
  const query = useOffers();
  const offer = query.data?.offers.find((o) => String(o.offerKey) === params.get('offerKey'));
  useMarkViewed(offer?.offerKey);
  const back = (
    <Link className={controls.link} to={pathOf('Offers')}>
      {t('details.back')}
    </Link>
  );

  if (query.isPending) return <Loading text={t('list.loading')} />;
  if (query.isError)
    return <ErrorAlert message={t('list.error')} onRetry={() => void query.refetch()} />;
  if (!offer) {
    return (
      <div className={content.page}>
        <h1 className={content.heading}>{t('details.title')}</h1>
        <p>{t('details.notFound')}</p>
        {back}
      </div>
    );
  }
  const isSettlement = offer.offerId === OfferId.Settlement;
  const amount = offer.settlementAmountCents ?? 0;
  const balance = offer.balanceCents ?? 0;
  // once signed, payments on the loan count toward it (decision 045): what settles it now is what is left
  const due =
    offer.settlementStep === 'pay' && offer.settlementRemainingCents !== null
      ? offer.settlementRemainingCents
      : amount;
  const open = offer.settlementStep === 'sign' || offer.settlementStep === 'pay';
  return (
    <div className={content.page}>
      <h1 className={content.heading}>{offerTitle(t, offer)}</h1>
      {isSettlement && offer.settlementStep !== 'settled' && (
        <section className={content.card} aria-labelledby="offer-terms">
          <h2 id="offer-terms">
            {t('details.settlementLead', {
              lmsId: offer.targetLmsId ?? '',
              amount: format.money(due),
              balance: format.money(balance),
            })}
          </h2>
          <FactList
            facts={[
              [t('details.settlementAmount'), format.money(amount)],
              [t('details.balance'), format.money(balance)],
              [t('details.remaining'), due !== amount ? format.money(due) : undefined],
              [t('details.saving'), balance > due ? format.money(balance - due) : undefined],
              [t('details.expires'), format.date(offer.docExp), format.spokenDate(offer.docExp)],
            ]}
          />
        </section>
      )}
      {offer.offerId === OfferId.Appraisal && <AppraisalActions offer={offer} />}
      {offer.offerId === OfferId.Widget && (
        <section className={content.card} aria-labelledby="offer-terms">
          <h2 id="offer-terms">{t('details.widgetLead')}</h2>
          {!offer.expired && (
            <Link
              className={controls.button}
              to={pathOf('WidgetOffer', { offerKey: String(offer.offerKey) })}
            >
              {t('details.widgetLink')}
            </Link>
          )}
        </section>
      )}
      {offer.settlementStep === 'settled' && (
        <p className={`${content.notice}`}>{t('details.settledNote')}</p>
      )}
      {offer.expired &&
        !open &&
        offer.settlementStep !== 'settled' &&
        offer.offerId !== OfferId.Appraisal && (
          <p className={`${content.notice} ${content.noticeWarning}`}>{t('details.expiredNote')}</p>
        )}
      {isSettlement && open && offer.targetLoanId && (
        <Link
          className={controls.button}
          to={routePath(`${brand}-SettlementOffer`, { loanId: offer.targetLoanId })}
        >
          {t('details.continue')}
        </Link>
      )}
      {back}
    </div>
  );
}
