import { useTranslation } from 'react-i18next';
import { hoursLines } from '../format';
import styles from './stores.module.css';

/** The store's opening hours, one line per day range. */
export function StoreHours({
  hoursRaw,
  headingLevel = 3,
}: {
  hoursRaw: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('stores');
  const lines = hoursLines(hoursRaw);
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
