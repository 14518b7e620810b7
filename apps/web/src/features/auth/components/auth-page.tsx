/** The frame of every identity screen: header title, one h1, an optional lead paragraph. */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeader, type HeaderButton } from '../../../shared/layout/use-header';
import styles from './login.module.css';

export interface AuthPageProps {
  titleKey: string;
  headingKey: string;
  leadKey?: string;
  leadValues?: Record<string, string>;
  button?: HeaderButton;
  /** where the header's cancel button goes (with button 'cancel') */
  onCancel?: () => void;
  children?: ReactNode;
}

export function AuthPage({
  titleKey,
  headingKey,
  leadKey,
  leadValues,
  button = 'back',
  onCancel,
  children,
}: AuthPageProps) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  useHeader(`auth:${titleKey}`, button, onCancel);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t(headingKey)}
      </h1>
      {leadKey && <p className={styles.lead}>{t(leadKey, leadValues)}</p>}
      {children}
    </section>
  );
}
