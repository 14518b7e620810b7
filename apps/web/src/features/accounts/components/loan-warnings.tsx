/**
 * The warnings above a loan's details: co-signer view (spec §4 Alternate party), past due (daysLate
 * > 0, with the repossession risk for a title loan, spec §8 Info texts) and the store-call prompt
 * once days late exceed pastDuePhoneDayLimit (config settings, spec §9).
 */
import { useTranslation } from 'react-i18next';
import type { TAccountDetailResponse } from '@lender/contract';
import { isPastDue, needsStoreCall } from '@lender/domain';
import { useServerSettings } from '../../../shared/config/config-settings';
import { Notice } from './notice';
import { PhoneLink } from './store-phone';

export function AlternateNotice({ loan }: { loan: TAccountDetailResponse }) {
  const { t } = useTranslation('accounts');
  if (!loan.isAlternate) return null;
  return (
    <Notice heading={t('details.alternateHeading')}>
      <p>
        {loan.alternateName
          ? t('details.alternate', { name: loan.alternateName })
          : t('details.alternateUnknown')}
      </p>
    </Notice>
  );
}

export function LoanWarnings({ loan }: { loan: TAccountDetailResponse }) {
  const { t } = useTranslation('accounts');
  const { pastDuePhoneDayLimit } = useServerSettings();
  const pastDue = isPastDue(loan);
  // the out-for-repo layout carries its own, stronger warning
  const showPastDue = pastDue && loan.statusGroup !== 'outForRepo';
  const callStore = pastDue && needsStoreCall(loan.daysLate, pastDuePhoneDayLimit);
  return (
    <>
      {showPastDue && (
        <Notice heading={t('details.pastDueHeading')} tone="warning" role="alert">
          <p>
            {t(loan.collateralDetail ? 'details.pastDueTitle' : 'details.pastDue', {
              count: loan.daysLate,
            })}
          </p>
        </Notice>
      )}
      {callStore && (
        <Notice heading={t('details.storeCallHeading')} tone="danger">
          <p>{t('details.storeCall', { limit: pastDuePhoneDayLimit })}</p>
          <PhoneLink phone={loan.storePhoneNumber} />
        </Notice>
      )}
    </>
  );
}
