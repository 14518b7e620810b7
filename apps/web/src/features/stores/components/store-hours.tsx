import { useTranslation } from 'react-i18next';
import { hoursLines } from '../format';
import styles from './stores.module.css';

/** The store's opening hours, one line per day range: the server's lines in the app's language, else hoursRaw's. */
export function StoreHours({
  hoursRaw,
  hours,
  headingLevel = 3,
}: {
  hoursRaw: string;
  hours?: readonly string[] | undefined;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('stores');
  const lines = hours ?? hoursLines(hoursRaw);
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  if (lines.length === 0) return null;
  return (
    <div className={styles.hours}>
      <Heading className={styles.subheading}>{t('store.hours')}</Heading>
      <ul className={styles.hoursList}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
