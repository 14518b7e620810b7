/**
 * LinkAccount (/LinkAccountOptions/LinkAccount): verify phone, date of birth, SSN and loan number;
 * POST /customer (the spec’s GET /customer, identity data in the body) links the matching record to this profile. Success → the brand Dashboard; no match
 * (or too many tries) → LinkAccountFailed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { useLinkCustomer } from '../api';
import { AccountVerificationForm } from '../components/account-verification-form';
import { dashboardAfterLink } from '../destination';
import { clearVerificationDraft, keepVerificationDraft, verificationDraft } from '../draft';
import { formFailure, linkFailureReason } from '../failure';
import styles from '../components/linking.module.css';

export default function LinkAccount() {
  const { t } = useTranslation('linking');
  useHeader('linking:link.title', 'back');
  const navigate = useNavigate();
  const link = useLinkCustomer();
  // back by "Try again": what she typed, from memory (draft.ts); opened any other way, an empty form
  const tryAgain = (useLocation().state as { tryAgain?: boolean } | null)?.tryAgain === true;
  const [initial] = useState(() => {
    if (tryAgain) return verificationDraft('LinkAccount');
    clearVerificationDraft();
    return undefined;
  });
  const failure = formFailure(link.error);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('link.heading')}</h1>
      <p className={styles.intro}>{t('link.intro')}</p>
      <AccountVerificationForm
        submitKey="link.submit"
        pending={link.isPending}
        failure={failure && ('text' in failure ? failure.text : t(failure.key))}
        initialValues={initial}
        onSubmit={(verification, typed) =>
          link.mutate(verification, {
            onSuccess: () => {
              clearVerificationDraft();
              void navigate(dashboardAfterLink(useSessionStore.getState().brands));
            },
            onError: (error) => {
              const reason = linkFailureReason(error);
              if (reason) keepVerificationDraft('LinkAccount', typed);
              if (reason) void navigate(routePath('LinkAccountFailed'), { state: { reason } });
            },
          })
        }
      />
    </div>
  );
}
