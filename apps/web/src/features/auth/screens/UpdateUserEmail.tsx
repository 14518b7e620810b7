/**
 * UpdateUserEmail (spec §2 UpdateUser group, §6 canUpdateUserLogin): the new sign-in email or phone.
 * An email gets its code at once (POST /updateUser → UpdateUserCode); a phone chooses text or voice.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { formatPhoneDisplay, normalizeUsername } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { updateUser, useUserAliases } from '../api/update-user';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { FormAlert } from '../components/form-alert';
import { UsernameField } from '../components/username-field';
import { usernameErrorKey } from '../login-validation';
import styles from '../components/login.module.css';

async function start(alias: string): Promise<string> {
  const newAlias = normalizeUsername(alias).value;
  useAuthFlow.getState().update({ newAlias, delivery: undefined });
  if (normalizeUsername(newAlias).kind === 'phone')
    return routePath('UpdateUserVerificationMethod');
  const { codeDelivery } = await updateUser({ newAlias, voice: false });
  useAuthFlow.getState().update({ delivery: codeDelivery });
  return routePath('UpdateUserCode');
}

export default function UpdateUserEmail() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const aliases = useUserAliases();
  const [alias, setAlias] = useState('');
  const [errorKey, setErrorKey] = useState<string>();
  const mutation = useMutation({ mutationFn: start, onSuccess: (to) => void navigate(to) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = usernameErrorKey(alias);
    setErrorKey(found);
    if (!found) mutation.mutate(alias);
  };

  return (
    <AuthPage titleKey="update.title" headingKey="update.email.heading">
      {aliases.isPending && <p role="status">{t('common.loading')}</p>}
      <FormAlert error={aliases.error ?? mutation.error} />
      {aliases.data && (
        <p className={styles.lead}>
          {t('update.email.current', {
            email: aliases.data.email ?? t('update.none'),
            phone: aliases.data.phone ? formatPhoneDisplay(aliases.data.phone) : t('update.none'),
          })}
        </p>
      )}
      {aliases.data?.canUpdateUserLogin === false && (
        <p role="alert" className={styles.error}>
          {t('update.email.notAllowed')}
        </p>
      )}
      {aliases.data?.canUpdateUserLogin && (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <UsernameField
            labelKey="update.email.label"
            value={alias}
            onChange={setAlias}
            errorKey={errorKey}
          />
          <button type="submit" className={styles.submit} disabled={mutation.isPending}>
            {t(mutation.isPending ? 'common.working' : 'common.continue')}
          </button>
        </form>
      )}
    </AuthPage>
  );
}
