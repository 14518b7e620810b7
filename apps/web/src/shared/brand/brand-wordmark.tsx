/** The brand's name set as a wordmark (no logos of real companies; display names are neutral). */
import { brandByCode, type BrandCode } from '@lender/domain';
import styles from './brand-wordmark.module.css';

export function BrandWordmark({ brand }: { brand: BrandCode }) {
  return (
    <p className={styles.wordmark} data-brand={brand}>
      {brandByCode(brand).displayName}
    </p>
  );
}
