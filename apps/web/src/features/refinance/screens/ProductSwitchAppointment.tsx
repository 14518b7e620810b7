/**
 * {brand}-ProductSwitchAppointment (spec §2 Payment group; §7 GET /ancillaryProducts missingProducts and
 * showAppointmentLink; decision 026): a renewal the web cannot finish alone — products only the store can set up
 * in the loan's state (domain ancillaryOffer: missingProducts), or a loan the web cannot renew online. The store's
 * name and phone, what it sets up, and a link to book a store visit (the stores feature's Appointment, the visit's
 * type preset to a product switch). Route meta: it cannot go back to ProductSwitch.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ancillaryOffer } from '@lender/domain';
import { useHeader } from '../../../shared/layout/use-header';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { useRefinanceLoan } from '../api';
import { LoanState } from '../components/loan-state';
import { StoreCall } from '../components/store-call';
import { useRefinanceRoute } from '../use-refinance-route';

export default function ProductSwitchAppointment() {
  const { t } = useTranslation('refinance');
  useHeader('refinance:appointment.title', 'back');
  const route = useRefinanceRoute();
  const query = useRefinanceLoan(route.loanId);
  const loan = query.data;
  const missing = loan
    ? ancillaryOffer(loan.productType, loan.localStoreState).missingProducts
    : [];

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('appointment.heading')}</h1>
      <LoanState query={query} backTo={route.pathOf('Dashboard')} />
      {loan && (
        <>
          <p>{t('appointment.lead', { lmsId: loan.lmsId })}</p>
          <section className={content.card} aria-labelledby="missing-heading">
            <h2 id="missing-heading">{t('appointment.missingHeading')}</h2>
            {missing.length > 0 ? (
              <ul className={content.list}>
                {missing.map((productId) => (
                  <li key={productId}>{t(`products.${productId}`, { defaultValue: productId })}</li>
                ))}
              </ul>
            ) : (
              <p>{t('appointment.noneMissing')}</p>
            )}
            <p>{t('appointment.bring')}</p>
          </section>
          <section className={content.card} aria-labelledby="store-heading">
            <h2 id="store-heading">{t('appointment.storeHeading')}</h2>
            <p>{loan.storeName}</p>
            <div className={controls.actions}>
              <Link
                className={controls.button}
                to={route.pathOf('Appointment', { appointmentType: 'productSwitch' })}
              >
                {t('appointment.book')}
              </Link>
              <StoreCall phone={loan.storePhoneNumber} />
            </div>
          </section>
          <Link className={controls.link} to={route.pathOf('AccountDetails')}>
            {t('common.backToLoan')}
          </Link>
        </>
      )}
    </div>
  );
}
