/** A definition list of label/value pairs (values already formatted); empty values are left out. */
import styles from './payments.module.css';
import { SpokenAs } from '../../../shared/ui/spoken-as';

export interface Fact {
  label: string;
  value: string | undefined | null;
  /** how a screen reader says the value, where the shown form reads badly ('June 10, 2026') */
  said?: string | undefined;
}

export function Facts({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts
        .filter((fact) => fact.value)
        .map((fact) => (
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
