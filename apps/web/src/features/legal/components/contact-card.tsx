/** One brand's contact details: hours, a tel: link shown as (XXX) XXX-XXXX and a mailto: link. */
import { useTranslation } from 'react-i18next';
import { formatPhoneDisplay, phoneTelHref } from '@lender/domain';
import type { TContactsResponse } from '@lender/contract';
import styles from './contact-card.module.css';
import { NoWrap } from '../../../shared/ui/no-wrap';
import { NameWithContext } from '../../../shared/ui/name-with-context';

type Contact = TContactsResponse['contacts'][number];

export function ContactCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation('legal');
  const phone = formatPhoneDisplay(contact.phone);
  const tel = phoneTelHref(contact.phone);
  return (
    <article className={styles.card} aria-labelledby={`contact-${contact.brand}`}>
      <h2 id={`contact-${contact.brand}`} className={styles.name}>
        {contact.displayName}
      </h2>
      <dl className={styles.details}>
        <dt>{t('contactUs.hours')}</dt>
        <dd>{contact.hours}</dd>
        <dt>{t('contactUs.phone')}</dt>
        <dd>
          {tel ? (
            <a className={styles.link} href={tel}>
              <NameWithContext context={t('contactUs.callContext', { name: contact.displayName })}>
                <NoWrap>{phone}</NoWrap>
              </NameWithContext>
            </a>
          ) : (
            <NoWrap>{phone}</NoWrap>
          )}
        </dd>
        <dt>{t('contactUs.email')}</dt>
        <dd>
          <a className={styles.link} href={`mailto:${contact.email}`}>
            <NameWithContext context={t('contactUs.emailContext', { name: contact.displayName })}>
              {contact.email}
            </NameWithContext>
          </a>
        </dd>
      </dl>
    </article>
  );
}
