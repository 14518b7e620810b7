/**
 * Whether she is married, and if so her spouse's name and address (a flagged title product in a community-property
 * state; decision 060). Each field shows its error (the domain's rule, or the server's 400 on the field it names).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressInput } from '@lender/domain';
import content from '../../../shared/ui/content.module.css';
import { Radio } from '../../../shared/ui/choice';
import controls from '../../../shared/ui/controls.module.css';
import { useGroupError } from '../../../shared/ui/group-error';
import { StateSelect } from '../../../shared/ui/state-select';
import { TextField } from '../../../shared/ui/text-field';
import type { Requirements } from '../origination/use-requirements';
import styles from './requirements.module.css';

export function SpouseFields({ requirements }: { requirements: Requirements }) {
  const { t } = useTranslation('offers');
  const id = useId();
  const { answers, errors, change, spouseAddress } = requirements;
  const married = useGroupError(errors.married, styles.error);
  const k = (key: string) => t(`origination.requirements.spouse.${key}`);
  const setAddress = (part: keyof AddressInput) => (value: string) =>
    change({ ...answers, address: { ...answers.address, [part]: value } }, [
      `spouse.address.${part}`,
    ]);
  return (
    <section className={content.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{k('heading')}</h2>
      <p>{k('why')}</p>
      {spouseAddress.answered && <p>{k('onFile')}</p>}
      <fieldset className={controls.group} {...married.groupProps}>
        <legend className={controls.legend}>{k('legend')}</legend>
        {married.message}
        {(['yes', 'no'] as const).map((option) => (
          <Radio
            key={option}
            framed
            name={`${id}-married`}
            checked={answers.married === option}
            onChange={() => change({ ...answers, married: option }, ['married'])}
          >
            {k(option)}
          </Radio>
        ))}
      </fieldset>
      {answers.married === 'yes' && (
        <fieldset className={controls.group}>
          <legend className={controls.legend}>{k('spouse')}</legend>
          <TextField
            label={k('firstName')}
            value={answers.firstName}
            onChange={(firstName) => change({ ...answers, firstName }, ['spouse.firstName'])}
            error={errors['spouse.firstName']}
            autoComplete="off"
          />
          <TextField
            label={k('lastName')}
            value={answers.lastName}
            onChange={(lastName) => change({ ...answers, lastName }, ['spouse.lastName'])}
            error={errors['spouse.lastName']}
            autoComplete="off"
          />
          <TextField
            label={k('line1')}
            value={answers.address.line1}
            onChange={setAddress('line1')}
            error={errors['spouse.address.line1']}
            autoComplete="off"
          />
          <TextField
            label={k('line2')}
            value={answers.address.line2 ?? ''}
            onChange={setAddress('line2')}
            autoComplete="off"
          />
          <TextField
            label={k('city')}
            value={answers.address.city}
            onChange={setAddress('city')}
            error={errors['spouse.address.city']}
            autoComplete="off"
          />
          <StateSelect
            label={k('state')}
            chooseLabel={k('chooseState')}
            value={answers.address.state}
            onChange={setAddress('state')}
            error={errors['spouse.address.state']}
          />
          <TextField
            label={k('zip')}
            value={answers.address.zip}
            onChange={(zip) => setAddress('zip')(zip.replace(/\D/g, '').slice(0, 5))}
            error={errors['spouse.address.zip']}
            inputMode="numeric"
            autoComplete="off"
          />
        </fieldset>
      )}
    </section>
  );
}
