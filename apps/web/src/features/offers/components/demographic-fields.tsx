/**
 * The demographic questions a flagged product asks (spec §3 demographicData; decision 060): each a group of choices
 * from GET /demographicReference, "Prefer not to say" among them. An unanswered group shows its error on the group.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMOGRAPHIC_FIELDS, type DemographicField } from '@lender/domain';
import content from '../../../shared/ui/content.module.css';
import { Radio } from '../../../shared/ui/choice';
import controls from '../../../shared/ui/controls.module.css';
import { useGroupError } from '../../../shared/ui/group-error';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import type { Requirements } from '../origination/use-requirements';
import styles from './requirements.module.css';

function Question({
  field,
  options,
  requirements,
}: {
  field: DemographicField;
  options: readonly string[];
  requirements: Requirements;
}) {
  const { t } = useTranslation('offers');
  const name = useId();
  const { answers, errors, change } = requirements;
  const error = useGroupError(errors[field], styles.error);
  return (
    <fieldset className={controls.group} {...error.groupProps}>
      <legend className={controls.legend}>
        {t(`origination.requirements.demographics.${field}.legend`)}
      </legend>
      {error.message}
      {options.map((option) => (
        <Radio
          key={option}
          framed
          name={name}
          checked={answers.demographics[field] === option}
          onChange={() =>
            change({ ...answers, demographics: { ...answers.demographics, [field]: option } }, [
              field,
              'demographics',
            ])
          }
        >
          {option === 'notSay'
            ? t('origination.requirements.demographics.notSay')
            : t(`origination.requirements.demographics.${field}.${option}`)}
        </Radio>
      ))}
    </fieldset>
  );
}

export function DemographicFields({ requirements }: { requirements: Requirements }) {
  const { t } = useTranslation('offers');
  const id = useId();
  const { reference, errors } = requirements;
  const whole = useGroupError(errors.demographics, styles.error);
  return (
    <section className={content.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('origination.requirements.demographics.heading')}</h2>
      <p>{t('origination.requirements.demographics.why')}</p>
      {whole.message}
      {reference.isPending && <Loading text={t('origination.requirements.loading')} />}
      {reference.isError && (
        <ErrorAlert
          message={t('origination.requirements.loadError')}
          onRetry={() => void reference.refetch()}
        />
      )}
      {reference.data &&
        DEMOGRAPHIC_FIELDS.map((field) => (
          <Question
            key={field}
            field={field}
            options={reference.data.demographicReference[field]}
            requirements={requirements}
          />
        ))}
    </section>
  );
}
