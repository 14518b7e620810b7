/** A definition list of label → value; rows without a value are left out. */
import styles from './accounts.module.css';

export interface Fact {
  label: string;
  value: string | undefined;
}

export function Facts({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter((fact): fact is { label: string; value: string } =>
    Boolean(fact.value),
  );
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <div key={fact.label} className={styles.factRow}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
