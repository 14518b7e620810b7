/**
 * Live password hints (spec §5): the fixed client rule combined with the server's password policy
 * (GET /passwordPolicy). Each hint the effective policy asks for is listed, marked met or not met
 * as the user types.
 */
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_HINT_IDS,
  effectivePasswordPolicy,
  passwordHints,
  type PasswordHintId,
  type PasswordPolicy,
} from '@lender/domain';
import styles from './login.module.css';

export interface PasswordHintsProps {
  id: string;
  password: string;
  policy?: Partial<PasswordPolicy>;
}

function applies(id: PasswordHintId, policy: PasswordPolicy): boolean {
  switch (id) {
    case 'specialCharacter':
      return policy.requireSymbols;
    case 'number':
      return policy.requireNumbers;
    case 'upperCase':
      return policy.requireUppercase;
    case 'lowerCase':
      return policy.requireLowercase;
    case 'noSpaces':
      return policy.requireNoSpaces;
    case 'minimumLength':
      return true;
  }
}

export function PasswordHints({ id, password, policy }: PasswordHintsProps) {
  const { t } = useTranslation('auth');
  const effective = effectivePasswordPolicy(policy);
  const unmet = new Set(passwordHints(password, policy));
  const shown = PASSWORD_HINT_IDS.filter((hint) => applies(hint, effective));
  return (
    <div id={id} className={styles.hints}>
      <p className={styles.hint}>{t('hints.title')}</p>
      <ul>
        {shown.map((hint) => {
          const met = !unmet.has(hint);
          return (
            <li
              key={hint}
              data-hint={hint}
              data-met={met}
              className={met ? styles.met : styles.unmet}
            >
              <span aria-hidden="true">{met ? '✓' : '•'}</span>{' '}
              {t(`hints.${hint}`, { count: effective.minimumLength })}
              <span className="visually-hidden"> {t(met ? 'hints.met' : 'hints.unmet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
