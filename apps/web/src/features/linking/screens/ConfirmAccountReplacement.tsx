/**
 * ConfirmAccountReplacement (/ConfirmAccountReplacement): the pending replacement from
 * GET /replaceCustomer, the linked record beside the one replacing it, then PUT /replaceCustomer to
 * confirm (→ the brand Dashboard) or cancel (→ LinkAccountOptions).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { useConfirmReplacement, useReplacement } from '../api';
import { LinkedRecord } from '../components/linked-record';
import { dashboardAfterLink } from '../destination';
import { formFailure } from '../failure';
import styles from '../components/linking.module.css';

export default function ConfirmAccountReplacement() {
  const { t } = useTranslation('linking');
  useHeader('linking:confirm.title', 'menu');
  const navigate = useNavigate();
  const authenticated = useSessionStore((s) => s.authenticated);
  const replacement = useReplacement(authenticated);
  const confirm = useConfirmReplacement();
  const failure = formFailure(confirm.error);

  const page = (body: ReactNode) => (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('confirm.heading')}</h1>
      {body}
    </div>
  );

  if (!authenticated) {
    return page(
      <>
        <p className={styles.intro}>{t('confirm.signIn')}</p>
        <Link className={styles.button} to={routePath('Login')}>
          {t('confirm.signInLink')}
        </Link>
      </>,
    );
  }
  if (replacement.isPending)
    return page(
      <p role="status" className={styles.status}>
        {t('confirm.loading')}
      </p>,
    );
  if (replacement.isError) {
    return page(
      <div role="alert" className={styles.alert}>
        <p>{t('confirm.loadError')}</p>
        <button
          type="button"
          className={styles.buttonSecondary}
          onClick={() => void replacement.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>,
    );
  }
  const request = replacement.data.replacement;
  if (!request || request.state !== 'pending') {
    const key =
      request?.state === 'completed'
        ? 'confirm.completed'
        : request?.state === 'cancelled'
          ? 'confirm.cancelled'
          : 'confirm.none';
    return page(
      <>
        <p role="status" className={styles.intro}>
          {t(key)}
        </p>
        <Link className={styles.button} to={routePath('LinkAccountOptions')}>
          {t('confirm.backToOptions')}
        </Link>
      </>,
    );
  }

  const decide = (accepted: boolean) =>
    confirm.mutate(
      { requestId: request.requestId, confirm: accepted },
      {
        onSuccess: () =>
          void navigate(
            accepted
              ? dashboardAfterLink(useSessionStore.getState().brands)
              : routePath('LinkAccountOptions'),
          ),
      },
    );

  return page(
    <>
      <p className={styles.intro}>{t('confirm.intro')}</p>
      <div className={styles.compare}>
        <LinkedRecord titleKey="confirm.current" record={request.current} />
        <LinkedRecord titleKey="confirm.replacement" record={request.replacement} />
      </div>
      {failure && (
        <p role="alert" className={styles.alert}>
          {'text' in failure ? failure.text : t(failure.key)}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={confirm.isPending}
          onClick={() => decide(true)}
        >
          {t('confirm.confirm')}
        </button>
        <button
          type="button"
          className={styles.buttonSecondary}
          disabled={confirm.isPending}
          onClick={() => decide(false)}
        >
          {t('confirm.cancel')}
        </button>
      </div>
    </>,
  );
}
