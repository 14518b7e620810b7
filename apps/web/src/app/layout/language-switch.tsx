import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../../shared/i18n/language';
import { changeLanguage } from '../i18n';
import styles from './sidebar.module.css';

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
          if (isLanguage(event.target.value)) changeLanguage(event.target.value);
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
