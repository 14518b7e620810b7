/**
 * {brand}-PaymentMethodsAddPaymentMethod (spec §2 PaymentMethods → AddPaymentMethod, §5 Adding a
 * card): the processor's hosted card form with save=true; on success back to ManagePaymentMethod
 * with a status naming the card; cancel (in the form or here) goes back to the list. At
 * maxCardLimit (validations.payment.allowed false) the form is not offered.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TPaymentCard } from '@lender/contract';
import { HostedCardForm, useCards } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { ErrorAlert } from '../../../shared/ui/query-state';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { manageRoute } from '../components/use-cards-brand';
import type { ManagePaymentMethodState } from './ManagePaymentMethod';
import styles from '../components/cards-page.module.css';

export default function PaymentMethodsAddPaymentMethod() {
  const { t } = useTranslation('cards');
  useHeader('cards:add.title', 'back');
  const brand = usePageBrand();
  const navigate = useNavigate();
  const cards = useCards();
  const listPath = routePath(manageRoute(brand));
  const limit = cards.data?.validations.payment;

  const onAdded = useCallback(
    (card: TPaymentCard) => {
      const state: ManagePaymentMethodState = { added: card.cardNumber };
      void navigate(listPath, { state });
    },
    [listPath, navigate],
  );
  const onCancel = useCallback(() => void navigate(listPath), [listPath, navigate]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('add.heading')}</h1>
      {limit && !limit.allowed ? (
        <ErrorAlert message={t('manage.limitReached', { max: limit.maxCardLimit })} />
      ) : (
        <>
          <p className={styles.lead}>{t('add.lead')}</p>
          <HostedCardForm save onAdded={onAdded} onCancel={onCancel} />
        </>
      )}
      <Link className={styles.secondary} to={listPath}>
        {t('add.back')}
      </Link>
    </div>
  );
}
