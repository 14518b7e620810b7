/** A tel: link that dials a store (spec §5 Phone: shown as (XXX) XXX-XXXX). */
import { useTranslation } from 'react-i18next';
import { formatPhoneDisplay, phoneTelHref } from '@lender/domain';
import styles from './accounts.module.css';
import { noWrapClass } from '../../../shared/ui/no-wrap';

export function PhoneLink({
  phone,
  labelKey = 'common.callStore',
}: {
  phone: string;
  labelKey?: string;
}) {
  const { t } = useTranslation('accounts');
  const href = phoneTelHref(phone);
  const display = formatPhoneDisplay(phone);
  if (!href) return <p className={`${styles.lead} ${noWrapClass}`}>{display}</p>;
  return (
    <a className={`${styles.button} ${noWrapClass}`} href={href}>
      {t(labelKey, { phone: display })}
    </a>
  );
}
