import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../shared/ui/text-field';

export interface FormFieldProps extends Omit<TextFieldProps, 'label' | 'hint' | 'error' | 'type'> {
  labelKey: string;
  hintKey?: string;
  errorKey?: string;
}

/** The shared text field with the linking namespace's texts (`masked` for the SSN, spec §5). */
export function FormField({ labelKey, hintKey, errorKey, ...field }: FormFieldProps) {
  const { t } = useTranslation('linking');
  return (
    <TextField
      {...field}
      label={t(labelKey)}
      hint={hintKey && t(hintKey)}
      error={errorKey && t(errorKey)}
    />
  );
}
