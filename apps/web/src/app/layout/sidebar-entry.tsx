/** One side-menu entry: an in-app link, an external page, an entry that ends the session (sign out, a guest's sign in and leave) or a group with children. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showsChevron, type BrandCode, type MenuItem } from '@lender/domain';
import { routePath } from '../../shared/routing/route-path';
import styles from './sidebar.module.css';

export interface SidebarEntryProps {
  item: MenuItem;
  brand: BrandCode;
  onPage: () => void;
  onExternal: (item: MenuItem) => void;
  /** an entry that ends the session (item.endsSession) */
  onSignOut: (item: MenuItem) => void;
}

function Label({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  // the spec's length rule is read on the English label (decision 053), so an entry keeps its chevron in Spanish,
  // whose labels run longer: the label wraps beside it at 320 px
  const chevron = showsChevron(t(item.labelKey, { lng: 'en' }));
  return (
    <>
      <span className={styles.label}>{label}</span>
      {item.badge !== undefined && item.badge > 0 && (
        <span className={styles.badge}>
          {/* the count and its word in one text: "1 unviewed", never "1unviewed" (decision 061) */}
          <span aria-hidden="true">{item.badge}</span>
          <span className="visually-hidden">{`${item.badge} ${t('layout.unviewed')}`}</span>
        </span>
      )}
      {chevron && (
        <span className={styles.chevron} aria-hidden="true" data-testid="chevron">
          ›
        </span>
      )}
    </>
  );
}

export function SidebarEntry({ item, brand, onPage, onExternal, onSignOut }: SidebarEntryProps) {
  const { t } = useTranslation();
  if (item.children) {
    return (
      <li className={styles.group}>
        <span className={styles.groupLabel} id={`menu-${item.id}`}>
          {t(item.labelKey)}
        </span>
        <ul aria-labelledby={`menu-${item.id}`} className={styles.children}>
          {item.children.map((child) => (
            <SidebarEntry
              key={child.id}
              item={child}
              brand={brand}
              onPage={onPage}
              onExternal={onExternal}
              onSignOut={onSignOut}
            />
          ))}
        </ul>
      </li>
    );
  }
  if (item.external || item.endsSession) {
    const onClick = item.endsSession ? () => onSignOut(item) : () => onExternal(item);
    return (
      <li>
        <button type="button" className={styles.entry} onClick={onClick}>
          <Label item={item} />
        </button>
      </li>
    );
  }
  return (
    <li>
      <Link
        className={styles.entry}
        to={item.path ?? routePath(item.route ?? 'Login', {}, brand)}
        onClick={onPage}
      >
        <Label item={item} />
      </Link>
    </li>
  );
}
