/**
 * An appraisal offer (a new title loan on the borrower's vehicle): what it is (the qualified amount, the range,
 * the vehicle, when it ends), then "Get my money" (the origination flow, entered with `resume=1` so it opens at
 * the step reached), "Call me", or "No thanks" (PUT /appraisalStatus declined, after a confirmation). A declined
 * or ended offer says so and to call the store. Shown by OfferDetails; the Dashboard shows its own entry.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOffer } from '@lender/contract';
import { useFormat } from '../../../shared/i18n/format';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { FactList } from '../../../shared/ui/fact-list';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { ErrorAlert, errorReason } from '../../../shared/ui/query-state';
import { useAppraisalStatus } from '../origination/api';
import { useOffersRoute } from './use-offers-route';

export function AppraisalActions({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offers');
  const format = useFormat();
  const { pathOf } = useOffersRoute();
  const decline = useAppraisalStatus();
  const [confirming, setConfirming] = useState(false);
  const applicationId = offer.applicationId ?? '';
  const open = !offer.expired && !offer.declined && applicationId !== '';
  const c = offer.collateral;

  return (
    <>
      <section className={content.card} aria-labelledby="offer-terms">
        <h2 id="offer-terms">
          {offer.qualifiedAmountCents
            ? t('details.qualified', { amount: format.money(offer.qualifiedAmountCents) })
            : t('kind.appraisalNoVehicle')}
        </h2>
        <FactList
          facts={[
            [t('details.vehicle'), c ? `${c.year} ${c.make} ${c.model}` : undefined],
            [t('details.expires'), format.date(offer.docExp), format.spokenDate(offer.docExp)],
          ]}
        />
        {offer.minLoanAmountCents && offer.maxLoanAmountCents && (
          <p>
            {t('details.range', {
              min: format.money(offer.minLoanAmountCents),
              max: format.money(offer.maxLoanAmountCents),
            })}
          </p>
        )}
      </section>
      {offer.declined && <p className={content.notice}>{t('details.declinedNote')}</p>}
      {!offer.declined && offer.expired && (
        <p className={`${content.notice} ${content.noticeWarning}`}>
          {t('details.appraisalExpired', { date: format.date(offer.docExp) ?? '' })}
        </p>
      )}
      {open && (
        <div className={controls.actions}>
          <Link
            className={controls.button}
            to={pathOf('OriginationAmount', { applicationId, resume: '1' })}
          >
            {t('details.getMoney')}
          </Link>
          <Link
            className={controls.buttonSecondary}
            to={pathOf('OriginationCallMe', { applicationId })}
          >
            {t('details.callMe')}
          </Link>
          <button
            type="button"
            className={controls.buttonSecondary}
            disabled={decline.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('details.noThanks')}
          </button>
        </div>
      )}
      {decline.isError && (
        <ErrorAlert message={t('details.declineError', { reason: errorReason(decline.error) })} />
      )}
      {confirming && (
        <ModalDialog
          role="alertdialog"
          title={t('details.noThanks')}
          onEscape={() => setConfirming(false)}
          actions={
            <>
              <button
                type="button"
                className={controls.buttonDanger}
                onClick={() => {
                  setConfirming(false);
                  decline.mutate({ appraisalId: offer.offerKey, status: 'declined' });
                }}
              >
                {t('details.confirmDeclineYes')}
              </button>
              <button
                type="button"
                className={controls.buttonSecondary}
                onClick={() => setConfirming(false)}
              >
                {t('details.confirmDeclineNo')}
              </button>
            </>
          }
        >
          <p>{t('details.confirmDecline')}</p>
        </ModalDialog>
      )}
    </>
  );
}
