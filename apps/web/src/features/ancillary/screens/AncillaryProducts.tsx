/**
 * {brand}-AncillaryProducts (spec §2 Payment group, §3 Payment state ancillary products, §7 GET /ancillaryProducts
 * retried once; decision 026): the products offered with the new loan, each with its price per month; the required
 * ones ticked and not removable, with why; those only a store can set up, with a way to book a visit when the
 * server says so. "Continue" keeps the choice in the payment slice and goes to AncillaryProductsConfirm.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { refinanceStepAfter } from '../../../shared/refinance/flow';
import { NoRenewal } from '../../../shared/refinance/no-renewal';
import { usePaymentStore } from '../../../shared/session/payment-store';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { ProductOption } from '../components/product-option';
import { useAncillaryStep } from '../components/use-ancillary-step';

export default function AncillaryProducts() {
  const { t } = useTranslation('ancillary');
  useHeader('ancillary:products.title', 'back');
  const { route, inProgress, detail, offer, facts } = useAncillaryStep();
  const [chosen, setChosen] = useState<readonly string[]>(
    () => usePaymentStore.getState().ancillaryProductIds ?? [],
  );
  if (!inProgress)
    return (
      <NoRenewal
        heading={t('products.heading')}
        lead={t('common.noRenewal')}
        linkText={t('common.backToLoan')}
        accountPath={route.pathOf('AccountDetails')}
      />
    );

  const products = offer.data?.products ?? [];
  const choose = (productId: string, checked: boolean) =>
    setChosen((ids) =>
      checked
        ? [...ids.filter((id) => id !== productId), productId]
        : ids.filter((id) => id !== productId),
    );
  const onContinue = () => {
    // the required products always go with the renewal; an id no longer offered does not
    const ids = products
      .filter((p) => p.required || chosen.includes(p.productId))
      .map((p) => p.productId);
    usePaymentStore.getState().update({ ancillaryProductIds: ids, ancillaryConfirmed: false });
    route.go(refinanceStepAfter('AncillaryProducts', facts));
  };
  const missing = offer.data?.missingProducts ?? [];

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('products.heading')}</h1>
      {detail.isPending && <Loading text={t('common.loadingLoan')} />}
      {detail.isError && (
        <ErrorAlert message={t('common.loanError')} onRetry={() => void detail.refetch()} />
      )}
      {offer.isPending && detail.isSuccess && <Loading text={t('products.loading')} />}
      {offer.isError && (
        <ErrorAlert message={t('products.error')} onRetry={() => void offer.refetch()} />
      )}
      {offer.isSuccess && (
        <>
          {products.length === 0 ? (
            <p>{t('products.none')}</p>
          ) : (
            <fieldset className={controls.group}>
              <legend className={controls.legend}>{t('products.legend')}</legend>
              {products.map((product) => (
                <ProductOption
                  key={product.productId}
                  product={product}
                  checked={chosen.includes(product.productId)}
                  onChange={(checked) => choose(product.productId, checked)}
                />
              ))}
            </fieldset>
          )}
          {missing.length > 0 && (
            <section className={content.notice} aria-labelledby="ancillary-missing">
              <h2 id="ancillary-missing">{t('products.missingHeading')}</h2>
              <ul>
                {missing.map((id) => (
                  <li key={id}>{t(`catalogue.${id}`, { defaultValue: id })}</li>
                ))}
              </ul>
              <p>{t('products.missingLead')}</p>
              {offer.data.showAppointmentLink && (
                <Link className={controls.link} to={route.pathOf('ProductSwitchAppointment')}>
                  {t('products.appointment')}
                </Link>
              )}
            </section>
          )}
          <div className={controls.actions}>
            <button type="button" className={controls.button} onClick={onContinue}>
              {t('common.continue')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
