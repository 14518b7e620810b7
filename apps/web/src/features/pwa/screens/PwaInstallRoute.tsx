/** /PwaInstallRoute: sends the browser to the install steps it supports. */
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import {
  currentInstallEnvironment,
  detectInstallPlatform,
  INSTALL_SCREEN_PATHS,
} from '../detect-platform';

export default function PwaInstallRoute() {
  const { t } = useTranslation('pwa');
  useHeader('pwa:title', 'back');
  const platform = detectInstallPlatform(currentInstallEnvironment());
  return (
    <>
      <p role="status">{t('redirecting')}</p>
      <Navigate to={INSTALL_SCREEN_PATHS[platform]} replace />
    </>
  );
}
