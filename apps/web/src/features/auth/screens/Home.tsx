/** Home (spec §2): 'all my accounts': the user's brands, each linking to its brand Dashboard, with its loans at a glance. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { AuthPage } from '../components/auth-page';
import { BrandList } from '../components/brand-list';
import { JoinReferral } from '../components/join-referral';
import styles from '../components/login.module.css';

export default function Home() {
  const { t } = useTranslation('auth');
  const brands = useSessionStore((s) => s.brands);
  const isReferralUser = useSessionStore((s) => s.isReferralUser);
  return (
    <AuthPage titleKey="home.title" headingKey="home.heading" button="menu">
      {brands.length > 0 ? (
        <BrandList brands={brands} withLoans />
      ) : (
        <>
          <p className={styles.lead}>{t('home.empty')}</p>
          <div className={styles.actions}>
            <Link className={styles.submitLink} to={routePath('LinkAccountOptions')}>
              {t('home.linkAccount')}
            </Link>
            {isReferralUser && (
              <Link className={styles.linkButton} to={routePath('ReferralRewardsHome')}>
                {t('home.referral')}
              </Link>
            )}
          </div>
          <JoinReferral />
        </>
      )}
    </AuthPage>
  );
}
