/** The loan's store to call (spec §5 Phone: a tel: link), as a refusal's way on. */
import { useTranslation } from 'react-i18next';
import { formatPhoneDisplay, phoneTelHref } from '@lender/domain';
import controls from '../../../shared/ui/controls.module.css';
import { noWrapClass } from '../../../shared/ui/no-wrap';

export function StoreCall({ phone, primary = false }: { phone: string; primary?: boolean }) {
  const { t } = useTranslation('refinance');
  const tel = phoneTelHref(phone);
  const text = t('common.callStore', { phone: formatPhoneDisplay(phone) });
  if (!tel) return <p className={noWrapClass}>{text}</p>;
  return (
    <a
      className={`${primary ? controls.button : controls.buttonSecondary} ${noWrapClass}`}
      href={tel}
    >
      {text}
    </a>
  );
}
