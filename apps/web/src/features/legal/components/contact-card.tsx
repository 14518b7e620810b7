/** One brand's contact details: hours, a tel: link shown as (XXX) XXX-XXXX and a mailto: link. */
import { useTranslation } from 'react-i18next';
import { formatPhoneDisplay, phoneTelHref } from '@lender/domain';
import type { TContactsResponse } from '@lender/contract';
import styles from './contact-card.module.css';
import { NoWrap } from '../../../shared/ui/no-wrap';

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
            <a className={styles.link} href={tel} aria-label={t('contactUs.callLabel', { name: contact.displayName, phone })}>
              <NoWrap>{phone}</NoWrap>
            </a>
          ) : (
            <NoWrap>{phone}</NoWrap>
          )}
        </dd>
        <dt>{t('contactUs.email')}</dt>
        <dd>
          <a
            className={styles.link}
            href={`mailto:${contact.email}`}
            aria-label={t('contactUs.emailLabel', { name: contact.displayName, email: contact.email })}
          >
            {contact.email}
          </a>
        </dd>
      </dl>
    </article>
  );
}
