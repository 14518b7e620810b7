/**
 * {brand}-AncillaryProductsConfirm (spec §2 Payment group, §3 Payment state ancillary products confirm text;
 * decision 026): the products chosen, their total per month and the server's confirm text. "Confirm" marks the
 * choice confirmed in the payment slice and goes on (refinanceStepAfter: AutoPayConfirm where auto-pay is offered
 * for the loan, else PaymentProcessing).
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import { refinanceStepAfter } from '../../../shared/refinance/flow';
import { NoRenewal } from '../../../shared/refinance/no-renewal';
import { usePaymentStore } from '../../../shared/session/payment-store';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import styles from '../components/ancillary.module.css';
import { useAncillaryStep } from '../components/use-ancillary-step';

export default function AncillaryProductsConfirm() {
  const { t } = useTranslation('ancillary');
  const format = useFormat();
  useHeader('ancillary:confirm.title', 'back');
  const { route, inProgress, detail, offer, facts } = useAncillaryStep();
  const chosenIds = usePaymentStore((s) => s.ancillaryProductIds);
  if (!inProgress)
    return (
      <NoRenewal
        heading={t('confirm.heading')}
        lead={t('common.noRenewal')}
        linkText={t('common.backToLoan')}
        accountPath={route.pathOf('AccountDetails')}
      />
    );
  if (!chosenIds)
    return (
      <NoRenewal
        heading={t('confirm.heading')}
        lead={t('confirm.chooseFirst')}
        linkText={t('confirm.choose')}
        accountPath={route.pathOf('AncillaryProducts')}
      />
    );

  const chosen = (offer.data?.products ?? []).filter((product) =>
    chosenIds.includes(product.productId),
  );
  const totalCents = chosen.reduce((sum, product) => sum + product.priceCents, 0);
  const onConfirm = () => {
    usePaymentStore.getState().update({ ancillaryConfirmed: true });
    route.go(refinanceStepAfter('AncillaryProductsConfirm', facts));
  };

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('confirm.heading')}</h1>
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
          <section className={content.card} aria-labelledby="ancillary-chosen">
            <h2 id="ancillary-chosen">{t('confirm.chosen')}</h2>
            {chosen.length === 0 ? (
              <p>{t('confirm.noneChosen')}</p>
            ) : (
              <dl className={content.facts}>
                {chosen.map((product) => (
                  <Fragment key={product.productId}>
                    <dt>{product.name}</dt>
                    <dd>{t('confirm.perMonth', { price: format.money(product.priceCents) })}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
            <p className={styles.total}>
              {t('confirm.total', { price: format.money(totalCents) })}
            </p>
          </section>
          {chosen.length > 0 && <p>{offer.data.confirmText}</p>}
          <div className={controls.actions}>
            <button
              type="button"
              className={controls.button}
              disabled={!facts.known}
              onClick={onConfirm}
            >
              {t('confirm.confirm')}
            </button>
            <Link className={controls.buttonSecondary} to={route.pathOf('AncillaryProducts')}>
              {t('confirm.change')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
