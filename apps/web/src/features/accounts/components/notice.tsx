/** An information panel with a heading (info, warning or danger tone). */
import type { ReactNode } from 'react';
import styles from './accounts.module.css';

const TONES = {
  info: undefined,
  warning: styles.noticeWarning,
  danger: styles.noticeDanger,
} as const;

export interface NoticeProps {
  heading: string;
  tone?: keyof typeof TONES;
  /** 'alert' for a warning the user must notice on arrival */
  role?: 'alert' | 'status' | 'region';
  children: ReactNode;
}

export function Notice({ heading, tone = 'info', role = 'region', children }: NoticeProps) {
  return (
    <section
      className={[styles.notice, TONES[tone]].filter(Boolean).join(' ')}
      role={role}
      aria-label={heading}
    >
      <h2 className={styles.noticeHeading}>{heading}</h2>
      {children}
    </section>
  );
}
