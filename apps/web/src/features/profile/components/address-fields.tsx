/**
 * One address's fields (spec §3 addresses; §5 zip of 5 digits, a US state), each with its error from the domain's rule.
 * The street line suggests addresses as she types; a choice replaces every line (street, city, state and ZIP filled,
 * the apartment line emptied: domain addressFromSuggestion), which the same rules check on save.
 * The suggestions' combobox (downshift) is a chunk of its own, loaded after the profile has painted (preloadStreetCombobox):
 * until it is there the street line is a plain field with the same label and value, so nothing typed is lost.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { addressFromSuggestion, type AddressInput } from '@lender/domain';
import { StateSelect } from '../../../shared/ui/state-select';
import { TextField } from '../../../shared/ui/text-field';
import type { FieldErrors } from './field-errors';
import { loadChunk } from '../../../shared/chunks/load-chunk';
import controls from '../../../shared/ui/controls.module.css';

const importStreetCombobox = () => import('./street-combobox');
const StreetCombobox = lazy(() =>
  loadChunk(importStreetCombobox).then((module) => ({ default: module.StreetCombobox })),
);

/** Fetches the combobox's chunk ahead of an edit (after the paint); a failure is left to the edit's own load. */
export function preloadStreetCombobox(): void {
  importStreetCombobox().catch(() => undefined);
}

export const EMPTY_ADDRESS: AddressInput = { line1: '', line2: '', city: '', state: '', zip: '' };

interface Props {
  legend: string;
  /** the domain's field prefix: homeAddress or mailingAddress */
  prefix: string;
  value: AddressInput;
  onChange: (value: AddressInput) => void;
  errors: FieldErrors;
}

export function AddressFields({ legend, prefix, value, onChange, errors }: Props) {
  const { t } = useTranslation('profile');
  const set = (part: keyof AddressInput) => (next: string) => onChange({ ...value, [part]: next });
  return (
    <fieldset className={controls.group}>
      <legend className={controls.legend}>{legend}</legend>
      <Suspense
        fallback={
          <TextField
            label={t('address.line1')}
            value={value.line1}
            onChange={set('line1')}
            error={errors[`${prefix}.line1`]}
            autoComplete="address-line1"
          />
        }
      >
        <StreetCombobox
          label={t('address.line1')}
          value={value.line1}
          onChange={set('line1')}
          onChoose={(place) => onChange(addressFromSuggestion(place))}
          error={errors[`${prefix}.line1`]}
        />
      </Suspense>
      <TextField
        label={t('address.line2')}
        value={value.line2 ?? ''}
        onChange={set('line2')}
        autoComplete="address-line2"
      />
      <TextField
        label={t('address.city')}
        value={value.city}
        onChange={set('city')}
        error={errors[`${prefix}.city`]}
        autoComplete="address-level2"
      />
      <StateSelect
        label={t('address.state')}
        chooseLabel={t('address.chooseState')}
        value={value.state}
        onChange={set('state')}
        error={errors[`${prefix}.state`]}
        autoComplete="address-level1"
      />
      <TextField
        label={t('address.zip')}
        value={value.zip}
        onChange={(zip) => set('zip')(zip.replace(/\D/g, '').slice(0, 5))}
        error={errors[`${prefix}.zip`]}
        inputMode="numeric"
        autoComplete="postal-code"
      />
    </fieldset>
  );
}
