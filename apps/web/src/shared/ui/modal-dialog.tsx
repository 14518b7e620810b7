/**
 * The app's modal dialog: rendered over the page (a portal on document.body), labelled by its
 * title and described by its body, focus trapped inside while it is open (useFocusTrap: focus
 * goes to the first button, Escape calls `onEscape`, focus returns to the opener when it closes).
 * `actions` are its buttons, in a row under the body; the caller styles them. 'alertdialog' is
 * for a confirmation the user must answer (removing a card), 'dialog' for anything else.
 */
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import styles from './dialog.module.css';

export interface ModalDialogProps {
  title: string;
  /** the dialog's text: its accessible description */
  children: ReactNode;
  actions: ReactNode;
  onEscape: () => void;
  role?: 'dialog' | 'alertdialog';
}

export function ModalDialog({
  title,
  children,
  actions,
  onEscape,
  role = 'dialog',
}: ModalDialogProps) {
  const id = useId();
  const ref = useFocusTrap<HTMLDivElement>(true, onEscape);
  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className={styles.dialog}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <div id={`${id}-body`}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
