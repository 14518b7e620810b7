/**
 * {brand}-OfrVehicleRepossessed (spec §2 Payment group; issue 13): a repossessed vehicle. It explains in
 * plain words what happens next — getting the vehicle back (redemption), its sale, and what may still be
 * owed after it (deficiency) — where the vehicle is kept (GET /repoInfo), and how to reach the store. No
 * payment is offered here: the store settles a redemption.
 */
import { useTranslation } from 'react-i18next';
import { formatPhoneDisplay } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import content from '../../../shared/ui/content.module.css';
import { useRecoveryLoan, useRepoInfo } from '../api';
import { FactList } from '../../../shared/ui/fact-list';
import { LoanState, NotInRecovery } from '../components/loan-state';
import { StoreContact } from '../components/store-contact';
import { useRecoveryRoute } from '../components/use-recovery-route';

export default function OfrVehicleRepossessed() {
  const { t } = useTranslation('recovery');
  useHeader('recovery:repossessed.title', 'back');
  const { loanId, pathOf } = useRecoveryRoute();
  const query = useRecoveryLoan(loanId);
  const loan = query.data;
  const repossessed = loan?.statusGroup === 'repossessed';
  const repo = useRepoInfo(loanId, repossessed);
  const lot = repo.data?.lot;
  const format = useFormat();
  const vehicle = loan?.collateralDetail
    ? `${loan.collateralDetail.year} ${loan.collateralDetail.make} ${loan.collateralDetail.model}`
    : undefined;

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('repossessed.heading')}</h1>
      <LoanState query={query} backTo={pathOf('Dashboard')} />
      {loan && !repossessed && (
        <NotInRecovery
          message={t('repossessed.notRepossessed', { lmsId: loan.lmsId })}
          detailsPath={pathOf('AccountDetails')}
        />
      )}
      {loan && repossessed && (
        <>
          <section
            className={`${content.notice} ${content.noticeDanger}`}
            aria-labelledby="repossessed-loan-heading"
          >
            <h2 id="repossessed-loan-heading">
              {t('repossessed.loanHeading', { lmsId: loan.lmsId })}
            </h2>
            <p>{t('repossessed.lead')}</p>
            <FactList
              facts={[
                [t('repossessed.vehicle'), vehicle],
                [t('repossessed.payoff'), format.money(loan.payoffAmountCents)],
              ]}
            />
          </section>
          <section className={content.card} aria-labelledby="repossessed-next-heading">
            <h2 id="repossessed-next-heading">{t('repossessed.nextHeading')}</h2>
            <h3>{t('repossessed.redemptionHeading')}</h3>
            <p>{t('repossessed.redemption', { payoff: format.money(loan.payoffAmountCents) })}</p>
            <h3>{t('repossessed.saleHeading')}</h3>
            <p>{t('repossessed.sale')}</p>
            <h3>{t('repossessed.deficiencyHeading')}</h3>
            <p>{t('repossessed.deficiency')}</p>
            <h3>{t('repossessed.belongingsHeading')}</h3>
            <p>{t('repossessed.belongings')}</p>
          </section>
          {repo.isError && <p>{t('repossessed.lotUnavailable')}</p>}
          {lot && (
            <section className={content.card} aria-labelledby="repossessed-lot-heading">
              <h2 id="repossessed-lot-heading">{t('repossessed.lotHeading')}</h2>
              <FactList
                facts={[
                  [t('repossessed.lotName'), lot.name],
                  [
                    t('repossessed.lotAddress'),
                    [lot.address, lot.city, [lot.state, lot.zip].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', '),
                  ],
                  [t('repossessed.lotPhone'), formatPhoneDisplay(lot.phone)],
                ]}
              />
            </section>
          )}
          <StoreContact loan={loan} />
        </>
      )}
    </div>
  );
}
