/** One ancillary product as a checkbox: its name and price per month, its description, and why it is required (a required one is ticked and cannot be unticked). */
import { useTranslation } from 'react-i18next';
import type { TAncillaryProduct } from '@lender/contract';
import { useFormat } from '../../../shared/i18n/format';
import { Checkbox } from '../../../shared/ui/choice';
import styles from './ancillary.module.css';

export function ProductOption({
  product,
  checked,
  onChange,
}: {
  product: TAncillaryProduct;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('ancillary');
  const format = useFormat();
  const id = `ancillary-${product.productId}`;
  return (
    <Checkbox
      framed
      checked={product.required || checked}
      disabled={product.required}
      onChange={(event) => onChange(event.target.checked)}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-description${product.required ? ` ${id}-required` : ''}`}
    >
      <span className={styles.label}>
        <span id={`${id}-name`} className={styles.name}>
          {t('products.option', { name: product.name, price: format.money(product.priceCents) })}
          {product.required && <span className={styles.badge}>{t('products.requiredBadge')}</span>}
        </span>
        <span id={`${id}-description`} className={styles.muted}>
          {product.description}
        </span>
        {product.required && (
          <span id={`${id}-required`} className={styles.muted}>
            {product.requiredText ?? t('products.requiredDefault')}
          </span>
        )}
      </span>
    </Checkbox>
  );
}
