/** The error boundary of the app: a chunk that failed twice, or any other route error. */
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../../shared/chunks/load-chunk';
import styles from './page.module.css';

export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error('[route] error', error);
  return (
    <main id="main" className={styles.page}>
      <div role="alert">
        <h1 className={styles.title}>
          {t(chunk ? 'layout.error.chunkTitle' : 'layout.error.title')}
        </h1>
        <p>{t(chunk ? 'layout.error.chunkBody' : 'layout.error.body')}</p>
      </div>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('layout.error.reload')}
      </button>
      <a className={styles.link} href="/">
        {t('layout.error.home')}
      </a>
    </main>
  );
}
