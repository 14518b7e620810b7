import { useTranslation } from 'react-i18next';
import {
  TextField as SharedTextField,
  type TextFieldProps as SharedProps,
} from '../../../shared/ui/text-field';

export interface TextFieldProps extends Omit<SharedProps, 'label' | 'hint' | 'error'> {
  labelKey: string;
  /** an auth-namespace i18n key of the field's error */
  errorKey?: string;
  /** an auth-namespace i18n key of a hint shown under the label */
  hintKey?: string;
}

/** The shared text field with the auth namespace's texts. */
export function TextField({ labelKey, errorKey, hintKey, ...field }: TextFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <SharedTextField
      {...field}
      label={t(labelKey)}
      hint={hintKey && t(hintKey)}
      error={errorKey && t(errorKey)}
    />
  );
}
