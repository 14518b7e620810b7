/**
 * The borrower's trusted devices (issue 15): where she is signed in without a code, this one marked. Removing one ends
 * its sessions and its next sign-in asks for a code (or a passkey); removing this device signs her out here.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTrustedDevice } from '@lender/contract';
import { useFormat } from '../../../shared/i18n/format';
import { navigateAfterSignOut } from '../../../shared/session/sign-out-navigation';
import { endSession } from '../../../shared/session/sign-out';
import { NameWithContext } from '../../../shared/ui/name-with-context';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { useRemoveDevice, useTrustedDevices } from '../security-api';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';
import { itemLabel, securityFailure } from './security-labels';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import styles from './profile.module.css';

export function DeviceList() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const query = useTrustedDevices();
  const remove = useRemoveDevice();
  const [removing, setRemoving] = useState<TTrustedDevice>();
  const [removed, setRemoved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const labelOf = (device: TTrustedDevice) =>
    device.current
      ? t('security.devices.thisDevice', { name: itemLabel(t, device) })
      : itemLabel(t, device);

  const onRemove = (device: TTrustedDevice) => {
    remove.mutate(device.id, {
      onSuccess: ({ signedOut }) => {
        setRemoving(undefined);
        if (signedOut) {
          void endSession('invalidSession').then(navigateAfterSignOut);
          return;
        }
        setRemoved(true);
        heading.current?.focus();
      },
      onError: () => setRemoving(undefined),
    });
  };

  return (
    <div>
      <h3 id="profile-devices" ref={heading} tabIndex={-1} className={styles.subheading}>
        {t('security.devices.heading')}
      </h3>
      <p className={content.muted}>{t('security.devices.intro')}</p>
      {query.isPending && <Loading text={t('security.loading')} />}
      {query.isError && (
        <ErrorAlert message={t('security.loadError')} onRetry={() => void query.refetch()} />
      )}
      {query.data && (
        <ul className={styles.securityList} aria-labelledby="profile-devices">
          {query.data.devices.map((device) => (
            <li key={device.id}>
              <span className={styles.securityItem}>
                <strong>{labelOf(device)}</strong>
                <span>
                  {t('security.lastUsed', { date: format.businessDay(device.lastSeenAt) })}
                </span>
              </span>
              <button
                type="button"
                className={controls.buttonSecondary}
                onClick={() => setRemoving(device)}
                disabled={remove.isPending}
              >
                <NameWithContext
                  context={t('security.devices.removeContext', { name: labelOf(device) })}
                >
                  {t('security.remove')}
                </NameWithContext>
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.error && <ErrorAlert message={securityFailure(t, remove.error)} />}
      {removed && !remove.error && (
        <div role="status" className={controls.success}>
          <p>{t('security.devices.removed')}</p>
        </div>
      )}
      {removing && (
        <ConfirmRemoveDialog
          title={t('security.devices.confirmTitle')}
          body={t(
            removing.current ? 'security.devices.confirmCurrent' : 'security.devices.confirmBody',
            { name: itemLabel(t, removing) },
          )}
          busy={remove.isPending}
          onConfirm={() => onRemove(removing)}
          onCancel={() => setRemoving(undefined)}
        />
      )}
    </div>
  );
}
