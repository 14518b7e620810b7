/**
 * The warning before the inactivity sign-out (WCAG 2.2.1 Timing adjustable): an alert dialog that says when she will
 * be signed out and why, with one button to stay. Any activity restarts the timer and closes it too, as the spec's
 * timeout has it (spec §4 Session); the sign-out itself is the timer's (use-session-timeout.ts).
 */
import { useTranslation } from 'react-i18next';
import type { SessionEnding } from '../../shared/session/use-session-timeout';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import controls from '../../shared/ui/controls.module.css';

export function SessionEndingDialog({ ending }: { ending: SessionEnding }) {
  const { t } = useTranslation();
  const seconds = Math.max(1, Math.round((ending.endsAtMs - Date.now()) / 1000));
  return (
    <ModalDialog
      role="alertdialog"
      title={t('layout.sessionEnding.title')}
      onEscape={ending.stay}
      actions={
        <button type="button" className={controls.button} onClick={ending.stay}>
          {t('layout.sessionEnding.stay')}
        </button>
      }
    >
      <p>{t('layout.sessionEnding.body', { count: seconds })}</p>
    </ModalDialog>
  );
}
