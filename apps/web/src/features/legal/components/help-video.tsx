/**
 * The brand's help video (GET /videoUrl; decision 060), where help is offered: a link that opens the lender's video
 * in a new tab, saying so and naming the caption languages. Nothing while it loads or when the lender has none; a
 * failed load says so with a retry.
 */
import { useTranslation } from 'react-i18next';
import type { BrandCode } from '@lender/domain';
import { useVideoUrl } from '../api';
import styles from './legal-page.module.css';

export function HelpVideo({ brand }: { brand: BrandCode }) {
  const { t } = useTranslation('legal');
  const video = useVideoUrl(brand);
  if (video.isError)
    return (
      <div role="alert" className={styles.alert}>
        <p>{t('helpVideo.error')}</p>
        <button type="button" className={styles.button} onClick={() => void video.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (!video.data?.videoUrl) return null;
  const captions = video.data.captions.map((lng) => t(`helpVideo.languages.${lng}`, lng));
  return (
    <section className={styles.section} aria-labelledby="help-video-heading">
      <h2 id="help-video-heading">{t('helpVideo.heading')}</h2>
      <p>
        <a
          className={styles.link}
          href={video.data.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('helpVideo.watch')} <span className="visually-hidden">{t('helpVideo.newTab')}</span>
        </a>
      </p>
      {captions.length > 0 && <p>{t('helpVideo.captions', { languages: captions.join(', ') })}</p>}
    </section>
  );
}
