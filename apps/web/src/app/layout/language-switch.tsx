import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, type Language } from '../../shared/i18n/language';
import { recordMarketingEvent } from '../../shared/session/marketing-events';
import { updateMarketingProfile } from '../../shared/session/marketing-profile';
import { changeLanguage } from '../i18n';
import styles from './sidebar.module.css';

/**
 * The language chosen, once the app has switched to it: a signed-in borrower's marketing profile follows it
 * (decision 059: the event and the profile update; nothing is sent for a signed-out visitor).
 */
async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  recordMarketingEvent('preferencesUpdated', { language });
  updateMarketingProfile({ language });
}

/** Choose English or Spanish; the choice is remembered. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={styles.language}>
      <label htmlFor={id}>{t('layout.language')}</label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`layout.languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
