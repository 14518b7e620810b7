/** Login (spec §2, path ''): the branded landing page. Accepts the signedOut and linkUsed parameters. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LogOutReason } from '@lender/domain';
import { BrandWordmark } from '../../../shared/brand/brand-wordmark';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { LoginForm } from '../components/login-form';
import { LoginNotice } from '../components/login-notice';
import styles from '../components/login.module.css';

function flowOutcome(value: string | null): 'success' | 'error' | undefined {
  return value === 'success' || value === 'error' ? value : undefined;
}

export default function Login() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const brand = usePageBrand();
  useHeader('auth:login.title', 'menu');
  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <BrandWordmark brand={brand} />
      <h1 id="login-heading" className={styles.heading}>
        {t('login.heading')}
      </h1>
      <LoginNotice
        signedOut={params.has('signedOut')}
        passwordReset={params.get('passwordReset') === 'true'}
        flowEnded={flowOutcome(params.get('flowEnded'))}
        linkUsed={params.get('linkUsed') === 'true'}
        profileLocked={params.get('reason') === LogOutReason.ProfileLock}
      />
      <LoginForm />
      <nav className={styles.links} aria-label={t('login.moreOptions')}>
        <Link to={routePath('ForgotPassword')}>{t('login.forgotPassword')}</Link>
        <p>
          {t('login.noAccount')} <Link to={routePath('Register')}>{t('login.register')}</Link>
        </p>
      </nav>
    </section>
  );
}
