/** A definition list of label → value; rows without a value are left out. */
import styles from './accounts.module.css';
import { SpokenAs } from '../../../shared/ui/spoken-as';

export interface Fact {
  label: string;
  value: string | undefined;
  /** how a screen reader says the value, where the shown form reads badly ('June 10, 2026') */
  said?: string | undefined;
}

export function Facts({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter((fact): fact is Fact & { value: string } => Boolean(fact.value));
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <div key={fact.label} className={styles.factRow}>
          <dt>{fact.label}</dt>
          <dd>
            <SpokenAs said={fact.said}>{fact.value}</SpokenAs>
          </dd>
        </div>
      ))}
    </dl>
  );
}
