/** Label → value pairs in the shared facts grid; a pair without a value is left out. */
import { Fragment } from 'react';
import content from './content.module.css';

export function FactList({
  facts,
}: {
  facts: readonly (readonly [label: string, value: string | undefined])[];
}) {
  return (
    <dl className={content.facts}>
      {facts
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
