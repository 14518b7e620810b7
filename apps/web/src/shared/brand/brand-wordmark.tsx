/** The brand's name set as a wordmark (no logos of real companies; display names are neutral): plain text, not a heading (the screen's h1 follows). */
import { brandByCode, type BrandCode } from '@lender/domain';
import styles from './brand-wordmark.module.css';

export function BrandWordmark({ brand }: { brand: BrandCode }) {
  return (
    <div className={styles.wordmark} data-brand={brand}>
      {brandByCode(brand).displayName}
    </div>
  );
}
