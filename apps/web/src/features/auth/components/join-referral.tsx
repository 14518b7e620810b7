/**
 * 'Join referral rewards' on Home for a signed-in new profile, when the domain's enrolment rule
 * lets them (displayNonCustomerReferral on, not enrolled, not an NLS user): enrols, reloads the
 * user attributes and opens ReferralRewardsHome.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { REFERRAL_ERROR_CODES } from '@lender/contract';
import { enrolmentRefusal } from '@lender/domain';
import { useServerSettings } from '../../../shared/config/config-settings';
import { ApiError } from '../../../shared/http/client';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { enrolInReferral } from '../api/referral-enrolment';
import styles from './login.module.css';

export function JoinReferral() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const settings = useServerSettings();
  const customerIds = useSessionStore((s) => s.customerIds);
  const isReferralUser = useSessionStore((s) => s.isReferralUser);
  const enrol = useMutation({
    mutationFn: enrolInReferral,
    onSuccess: () => void navigate(routePath('ReferralRewardsHome')),
  });
  const refusal = enrolmentRefusal(
    { ids: customerIds, nonCustomerRefer: isReferralUser, alreadyEnrolled: isReferralUser },
    { displayNonCustomerReferral: settings.displayNonCustomerReferral },
  );
  if (refusal !== null) return null;
  const notAllowed =
    enrol.error instanceof ApiError &&
    enrol.error.errorCode === REFERRAL_ERROR_CODES.enrolmentNotAllowed;

  return (
    <>
      <p className={styles.lead}>{t('home.joinReferralLead')}</p>
      <button
        type="button"
        className={styles.linkButton}
        disabled={enrol.isPending}
        onClick={() => enrol.mutate()}
      >
        {t(enrol.isPending ? 'common.working' : 'home.joinReferral')}
      </button>
      {enrol.isError && (
        <p role="alert" className={styles.error}>
          {t(notAllowed ? 'home.joinReferralNotAllowed' : 'home.joinReferralError')}
        </p>
      )}
    </>
  );
}
