/**
 * The street line with address suggestions (spec §7 GET /addressPredictions, /addressDetails): an ARIA 1.2 combobox
 * (downshift's useCombobox: label, listbox, aria-activedescendant, arrows / Enter / Escape). Typing is always kept as
 * typed — the borrower may write the whole address herself; choosing a suggestion fills the street, city, state and
 * ZIP from the place's details. Loading, nothing found and a failed lookup are said inside the list.
 */
import { useId, useState } from 'react';
import { useCombobox } from 'downshift';
import { useTranslation } from 'react-i18next';
import type { TAddressDetailsResponse, TAddressPrediction } from '@lender/contract';
import {
  useAddressPredictions,
  useAddressSession,
  useFetchAddressDetails,
} from '../address-lookup-api';
import styles from './street-combobox.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (line1: string) => void;
  /** a suggestion was chosen: its street, city, state and ZIP */
  onChoose: (details: TAddressDetailsResponse) => void;
  error?: string | undefined;
}

export function StreetCombobox({ label, value, onChange, onChoose, error }: Props) {
  const { t } = useTranslation('profile');
  const id = useId();
  const { sessionToken, renew } = useAddressSession();
  const [typing, setTyping] = useState(false);
  const [filled, setFilled] = useState('');
  const [detailsFailed, setDetailsFailed] = useState(false);
  const fetchDetails = useFetchAddressDetails();
  const lookup = useAddressPredictions(value, sessionToken, typing);
  const items = lookup.waiting && lookup.predictions.length === 0 ? [] : lookup.predictions;

  const choose = async (prediction: TAddressPrediction) => {
    setTyping(false);
    setDetailsFailed(false);
    try {
      const details = await fetchDetails(prediction.placeId, sessionToken);
      onChoose(details);
      setFilled(
        t('addressLookup.filled', {
          address: `${details.line1}, ${details.city}, ${details.state} ${details.zip}`,
        }),
      );
    } catch {
      setDetailsFailed(true);
    }
    renew();
  };

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<TAddressPrediction>({
      items,
      inputValue: value,
      selectedItem: null,
      itemToString: (item) => item?.description ?? '',
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) void choose(selectedItem);
      },
    });

  const message = !lookup.searchable
    ? null
    : lookup.waiting && items.length === 0
      ? t('addressLookup.loading')
      : lookup.failed
        ? t('addressLookup.failed')
        : items.length === 0
          ? t('addressLookup.empty')
          : null;
  const open = isOpen && typing && lookup.searchable;
  const describedBy = [`${id}-hint`, (error || detailsFailed) && `${id}-error`]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.field}>
      <label {...getLabelProps()}>{label}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('addressLookup.hint')}
      </p>
      <input
        {...getInputProps({
          className: styles.input,
          autoComplete: 'off',
          // typed text goes up in the input's own change event (downshift reports it later, and a controlled
          // input re-rendered in between loses a fast typist's keystroke)
          onChange: (event) => {
            setTyping(true);
            setFilled('');
            onChange(event.currentTarget.value);
          },
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
        })}
      />
      <ul {...getMenuProps({ className: styles.menu })}>
        {open &&
          items.map((item, index) => (
            <li
              key={item.placeId}
              className={`${styles.option} ${highlightedIndex === index ? styles.highlighted : ''}`}
              {...getItemProps({ item, index })}
            >
              {item.description}
            </li>
          ))}
        {open && message && (
          <li className={styles.message} role="option" aria-disabled="true" aria-selected="false">
            {message}
          </li>
        )}
      </ul>
      {(error || detailsFailed) && (
        <p id={`${id}-error`} className={styles.error}>
          {detailsFailed ? t('addressLookup.detailsFailed') : error}
        </p>
      )}
      <p className={styles.liveText} aria-live="polite">
        {filled}
      </p>
    </div>
  );
}
