/**
 * ReplaceAccount (/LinkAccountOptions/ReplaceAccount): verify the record that should replace the
 * linked one; POST /replaceCustomer makes it the pending replacement, confirmed on
 * ConfirmAccountReplacement.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { useRequestReplacement } from '../api';
import { AccountVerificationForm } from '../components/account-verification-form';
import { clearVerificationDraft, keepVerificationDraft, verificationDraft } from '../draft';
import { formFailure, linkFailureReason } from '../failure';
import styles from '../components/linking.module.css';

export default function ReplaceAccount() {
  const { t } = useTranslation('linking');
  useHeader('linking:replace.title', 'back');
  const navigate = useNavigate();
  const request = useRequestReplacement();
  // back by "Try again": what she typed, from memory (draft.ts); opened any other way, an empty form
  const tryAgain = (useLocation().state as { tryAgain?: boolean } | null)?.tryAgain === true;
  const [initial] = useState(() => {
    if (tryAgain) return verificationDraft('ReplaceAccount');
    clearVerificationDraft();
    return undefined;
  });
  const failure = formFailure(request.error);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('replace.heading')}</h1>
      <p className={styles.intro}>{t('replace.intro')}</p>
      <AccountVerificationForm
        submitKey="replace.submit"
        pending={request.isPending}
        failure={failure && ('text' in failure ? failure.text : t(failure.key))}
        initialValues={initial}
        onSubmit={(verification, typed) =>
          request.mutate(verification, {
            onSuccess: () => {
              clearVerificationDraft();
              void navigate(routePath('ConfirmAccountReplacement'));
            },
            onError: (error) => {
              const reason = linkFailureReason(error);
              if (reason) keepVerificationDraft('ReplaceAccount', typed);
              if (reason)
                void navigate(routePath('LinkAccountFailed'), {
                  state: { reason, retry: 'ReplaceAccount' },
                });
            },
          })
        }
      />
    </div>
  );
}
