/**
 * 'Add payment method': a link to the brand AddPaymentMethod route, or, when the server says no
 * more payment cards may be added (validations.payment.allowed false), a disabled button with the
 * maxCardLimit explanation attached to it.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCardValidations } from '@lender/contract';
import styles from './cards-page.module.css';

export interface AddCardActionProps {
  href: string;
  validations?: TCardValidations;
}

export function AddCardAction({ href, validations }: AddCardActionProps) {
  const { t } = useTranslation('cards');
  const id = useId();
  if (validations && !validations.payment.allowed) {
    return (
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled aria-describedby={`${id}-limit`}>
          {t('manage.add')}
        </button>
        <p id={`${id}-limit`} className={styles.muted}>
          {t('manage.limitReached', { max: validations.payment.maxCardLimit })}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Link className={styles.primary} to={href}>
        {t('manage.add')}
      </Link>
    </div>
  );
}
