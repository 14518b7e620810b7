/** A definition list of label/value pairs (values already formatted); empty values are left out. */
import styles from './payments.module.css';

export interface Fact {
  label: string;
  value: string | undefined | null;
}

export function Facts({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts
        .filter((fact) => fact.value)
        .map((fact) => (
          <div key={fact.label} className={styles.factRow}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
