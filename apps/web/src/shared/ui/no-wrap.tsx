/**
 * Keeps a value a person reads as one token — a phone, an amount, a loan number — on one line.
 * `NoWrap` wraps a value inside running text; `noWrapClass` goes on an element that is only the value
 * (a heading 'Loan 10001-001', a 'Call (773) 555-0108' button).
 */
import type { ReactNode } from 'react';
import styles from './no-wrap.module.css';

export const noWrapClass = styles.noWrap ?? '';

export function NoWrap({ children }: { children: ReactNode }) {
  return <span className={noWrapClass}>{children}</span>;
}
