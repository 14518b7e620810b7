/**
 * AccountSelect (spec §2): choosing which account area to open — reached when the user's brand area
 * is not served by this build, or to switch between brands. Linking another account is offered too.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { AuthPage } from '../components/auth-page';
import { BrandList } from '../components/brand-list';
import styles from '../components/login.module.css';

export default function AccountSelect() {
  const { t } = useTranslation('auth');
  const brands = useSessionStore((s) => s.brands);
  return (
    <AuthPage
      titleKey="accountSelect.title"
      headingKey="accountSelect.heading"
      leadKey="accountSelect.lead"
      button="menu"
    >
      {brands.length > 0 ? (
        <BrandList brands={brands} />
      ) : (
        <p className={styles.lead}>{t('home.empty')}</p>
      )}
      <div className={styles.actions}>
        <Link className={styles.linkButton} to={routePath('LinkAccountOptions')}>
          {t('home.linkAccount')}
        </Link>
        <Link className={styles.linkButton} to={routePath('ContactUs')}>
          {t('accountSelect.contact')}
        </Link>
      </div>
    </AuthPage>
  );
}
