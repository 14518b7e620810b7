/**
 * Label → value pairs in the shared facts grid; a pair without a value is left out. A third element is how a screen
 * reader says the value where the shown form reads badly (a date: 'June 10, 2026').
 */
import { Fragment } from 'react';
import content from './content.module.css';
import { SpokenAs } from './spoken-as';

export function FactList({
  facts,
}: {
  facts: readonly (readonly [
    label: string,
    value: string | undefined,
    said?: string | undefined,
  ])[];
}) {
  return (
    <dl className={content.facts}>
      {facts
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([label, value, said]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              <SpokenAs said={said}>{value}</SpokenAs>
            </dd>
          </Fragment>
        ))}
    </dl>
  );
}
