/**
 * The borrower's passkeys (issue 15): each with where it was added, when, and when it last signed her in; Remove asks
 * first. "Add a passkey on this device" runs the browser's passkey ceremony — offered only where the browser has
 * WebAuthn, else it says why not. Outcomes are announced; after a removal focus goes back to the list's heading.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { TPasskey } from '@lender/contract';
import { useFormat } from '../../../shared/i18n/format';
import { NameWithContext } from '../../../shared/ui/name-with-context';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../security-api';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';
import { itemLabel, securityFailure } from './security-labels';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import styles from './profile.module.css';

export function PasskeyList() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const query = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<TPasskey>();
  const [done, setDone] = useState<'added' | 'removed'>();
  const heading = useRef<HTMLHeadingElement>(null);
  const supported = browserSupportsWebAuthn();

  const onAdd = () => {
    setDone(undefined);
    remove.reset();
    add.mutate(undefined, { onSuccess: () => setDone('added') });
  };
  const onRemove = (passkey: TPasskey) => {
    remove.mutate(passkey.id, {
      onSuccess: () => {
        setRemoving(undefined);
        setDone('removed');
        heading.current?.focus();
      },
      onError: () => setRemoving(undefined),
    });
  };
  const failed = add.error ?? remove.error;

  return (
    <div>
      <h3 id="profile-passkeys" ref={heading} tabIndex={-1} className={styles.subheading}>
        {t('security.passkeys.heading')}
      </h3>
      <p className={content.muted}>{t('security.passkeys.intro')}</p>
      {query.isPending && <Loading text={t('security.loading')} />}
      {query.isError && (
        <ErrorAlert message={t('security.loadError')} onRetry={() => void query.refetch()} />
      )}
      {query.data && query.data.passkeys.length === 0 && <p>{t('security.passkeys.empty')}</p>}
      {query.data && query.data.passkeys.length > 0 && (
        <ul className={styles.securityList} aria-labelledby="profile-passkeys">
          {query.data.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span className={styles.securityItem}>
                <strong>{itemLabel(t, passkey)}</strong>
                <span>{t('security.added', { date: format.businessDay(passkey.createdAt) })}</span>
                <span>
                  {passkey.lastUsedAt
                    ? t('security.lastUsed', { date: format.businessDay(passkey.lastUsedAt) })
                    : t('security.neverUsed')}
                </span>
              </span>
              <button
                type="button"
                className={controls.buttonSecondary}
                onClick={() => setRemoving(passkey)}
                disabled={remove.isPending}
              >
                <NameWithContext
                  context={t('security.passkeys.removeContext', { name: itemLabel(t, passkey) })}
                >
                  {t('security.remove')}
                </NameWithContext>
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed && <ErrorAlert message={securityFailure(t, failed)} />}
      {done && !failed && (
        <div role="status" className={controls.success}>
          <p>{t(`security.passkeys.${done}`)}</p>
        </div>
      )}
      {supported ? (
        <button type="button" className={controls.button} onClick={onAdd} disabled={add.isPending}>
          {t(add.isPending ? 'security.passkeys.adding' : 'security.passkeys.add')}
        </button>
      ) : (
        <p className={content.muted}>{t('security.passkeys.unsupported')}</p>
      )}
      {removing && (
        <ConfirmRemoveDialog
          title={t('security.passkeys.confirmTitle')}
          body={t('security.passkeys.confirmBody', { name: itemLabel(t, removing) })}
          busy={remove.isPending}
          onConfirm={() => onRemove(removing)}
          onCancel={() => setRemoving(undefined)}
        />
      )}
    </div>
  );
}
