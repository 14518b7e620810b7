/**
 * /ContactUs: per brand a card with hours, phone and email (the signed-in borrower's own brands first),
 * then the support phone per loan system.
 */
import { useTranslation } from 'react-i18next';
import { ownBrandsFirst } from '@lender/domain';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { useHeader } from '../../../shared/layout/use-header';
import { useSessionStore } from '../../../shared/session/session-store';
import { useContacts } from '../api';
import { ContactCard } from '../components/contact-card';
import { HelpVideo } from '../components/help-video';
import { SupportPhones } from '../components/support-phones';
import styles from '../components/legal-page.module.css';
import listStyles from './contact-us.module.css';

export default function ContactUs() {
  const { t } = useTranslation('legal');
  useHeader('legal:contactUs.title', 'menu');
  const contacts = useContacts();
  const userBrands = useSessionStore((s) => s.brands);
  const brand = usePageBrand();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('contactUs.title')}</h1>
      <p className={styles.intro}>{t('contactUs.intro')}</p>
      {contacts.isPending && (
        <p role="status" className={styles.status}>
          {t('contactUs.loading')}
        </p>
      )}
      {contacts.isError && (
        <div role="alert" className={styles.alert}>
          <p>{t('contactUs.error')}</p>
          <button type="button" className={styles.button} onClick={() => void contacts.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {contacts.isSuccess && contacts.data.contacts.length === 0 && (
        <p className={styles.status}>{t('contactUs.empty')}</p>
      )}
      {contacts.isSuccess && contacts.data.contacts.length > 0 && (
        <ul className={listStyles.cards}>
          {ownBrandsFirst(contacts.data.contacts, userBrands).map((contact) => (
            <li key={contact.brand}>
              <ContactCard contact={contact} />
            </li>
          ))}
        </ul>
      )}
      {contacts.isSuccess && <SupportPhones data={contacts.data} />}
      {contacts.isSuccess && <HelpVideo brand={brand} />}
    </div>
  );
}
