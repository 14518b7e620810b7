/**
 * The figures of a federal box: each a term, what it means (the text `<key>Help`) and its value, in a description
 * list. The closed-end and the open-end boxes name their figures by their text keys.
 */
import { useTranslation } from 'react-i18next';
import { DISCLOSURE_SHARED_NS } from './i18n';
import styles from './federal-box.module.css';

export interface FigureItem {
  /** the term's text key; its meaning is `${key}Help` */
  key: string;
  value: string;
  /** the meaning's parameters */
  helpParams?: Record<string, string>;
}

export function Figures({ items }: { items: readonly FigureItem[] }) {
  const { t } = useTranslation(DISCLOSURE_SHARED_NS);
  return (
    <dl className={styles.figures}>
      {items.map(({ key, value, helpParams }) => (
        <div className={styles.figure} key={key}>
          <dt>{t(key)}</dt>
          <dd className={styles.help}>{t(`${key}Help`, helpParams)}</dd>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
