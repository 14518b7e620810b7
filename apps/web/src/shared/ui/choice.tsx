/**
 * The app's one radio button and one tick box (decision 053): a 24 px control in the brand's colour with its label
 * beside it, the whole row the target (at least 44 px high), the focus ring the page's own (global :focus-visible).
 * `framed` draws the row as a bordered option of a list (a group of choices), its border the brand's once chosen;
 * unframed is a single tick box under a form's fields. Every other prop is the input's (name, checked, onChange,
 * disabled, aria-*). A screen never draws a native `<input type="radio|checkbox">` of its own: a test
 * (choice-everywhere.test.ts) fails on one outside this file and the stores' day and time tiles.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './choice.module.css';

export interface ChoiceProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'children'
> {
  /** the label: the row's text (its accessible name unless aria-label is given) */
  children: ReactNode;
  /** a bordered row of a list of options */
  framed?: boolean;
  /** classes for the row (e.g. a dimmed row) */
  rowClassName?: string | undefined;
}

function Choice({
  type,
  children,
  framed = false,
  rowClassName,
  ...input
}: ChoiceProps & { type: 'radio' | 'checkbox' }) {
  const row = [framed ? styles.framed : styles.row, rowClassName].filter(Boolean).join(' ');
  return (
    <label className={row}>
      <input type={type} className={styles.control} {...input} />
      <span className={styles.text}>{children}</span>
    </label>
  );
}

/** One option of a group: give every radio of a group the same `name`. */
export function Radio(props: ChoiceProps) {
  return <Choice type="radio" {...props} />;
}

/** A tick box (with `role="switch"` for an on/off setting that applies at once). */
export function Checkbox(props: ChoiceProps) {
  return <Choice type="checkbox" {...props} />;
}
