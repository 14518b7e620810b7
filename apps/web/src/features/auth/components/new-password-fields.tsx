/** Choosing a password: the password with live hints (spec §5) and its confirmation. */
import { useId } from 'react';
import type { PasswordPolicy } from '@lender/domain';
import { PasswordField } from './password-field';
import { PasswordHints } from './password-hints';

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  policy?: Partial<PasswordPolicy>;
  passwordError?: string;
  confirmError?: string;
  labelKey?: string;
}

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const hintsId = useId();
  return (
    <>
      <PasswordField
        labelKey={props.labelKey ?? 'register.password'}
        name="password"
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPassword}
        errorKey={props.passwordError}
        describedBy={hintsId}
      />
      <PasswordHints id={hintsId} password={props.password} policy={props.policy} />
      <PasswordField
        labelKey="register.confirmPassword"
        name="confirmPassword"
        autoComplete="new-password"
        value={props.confirm}
        onChange={props.onConfirm}
        errorKey={props.confirmError}
      />
    </>
  );
}
