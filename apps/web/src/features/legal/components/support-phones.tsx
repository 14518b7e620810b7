/** The support phone of each loan system, labelled with the brands whose loans it serves. */
import { useTranslation } from 'react-i18next';
import { BRANDS, formatPhoneDisplay, phoneTelHref, type LoanSystem } from '@lender/domain';
import type { TContactsResponse } from '@lender/contract';
import styles from './contact-card.module.css';
import { NoWrap } from '../../../shared/ui/no-wrap';
import { NameWithContext } from '../../../shared/ui/name-with-context';

const LOAN_SYSTEMS: readonly LoanSystem[] = ['TLXe', 'NLS'];

export function SupportPhones({ data }: { data: TContactsResponse }) {
  const { t, i18n } = useTranslation('legal');
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const brandsOf = (system: LoanSystem) => {
    const fromContacts = data.contacts
      .filter((c) => c.loanSystem === system)
      .map((c) => c.displayName);
    const names =
      fromContacts.length > 0
        ? fromContacts
        : BRANDS.filter((b) => b.loanSystem === system).map((b) => b.displayName);
    return list.format(names);
  };

  return (
    <section aria-labelledby="support-phones">
      <h2 id="support-phones">{t('contactUs.supportTitle')}</h2>
      <ul className={styles.supportList}>
        {LOAN_SYSTEMS.map((system) => {
          const brands = brandsOf(system);
          const phone = formatPhoneDisplay(data.supportPhones[system]);
          const tel = phoneTelHref(data.supportPhones[system]);
          return (
            <li key={system}>
              <span>{t('contactUs.supportFor', { brands })}</span>{' '}
              {tel ? (
                <a className={styles.link} href={tel}>
                  <NameWithContext context={t('contactUs.supportCallContext', { brands })}>
                    <NoWrap>{phone}</NoWrap>
                  </NameWithContext>
                </a>
              ) : (
                <NoWrap>{phone}</NoWrap>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
