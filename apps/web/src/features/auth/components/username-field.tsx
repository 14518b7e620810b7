import { TextField } from './text-field';

export interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorKey?: string;
  labelKey?: string;
}

/** Email or phone number (any common phone form). */
export function UsernameField({
  value,
  onChange,
  errorKey,
  labelKey = 'login.username',
}: UsernameFieldProps) {
  return (
    <TextField
      labelKey={labelKey}
      name="username"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={onChange}
      errorKey={errorKey}
    />
  );
}
