import { Link } from '@tanstack/react-router';
import type { MenuVendor } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import styles from '../game-pages.module.css';

export interface VendorFilterProps {
  /** The page's own path, e.g. `/rng`. */
  path: string;
  vendors: readonly MenuVendor[];
  /** The chosen vendor, from `?vassalage`; none means all. */
  current?: string;
}

/**
 * Providers of a game-list page (spec §2: vendor from the query). Links, not buttons: each
 * choice is an address the player can reload, share or open in a new tab.
 */
export function VendorFilter({ path, vendors, current }: VendorFilterProps) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  const options = [{ vassalage: undefined, displayName: t('games.allProviders') }, ...vendors];
  return (
    <nav aria-label={t('games.providers')}>
      <ul className={styles.chips}>
        {options.map(({ vassalage, displayName }) => (
          <li key={vassalage ?? ''}>
            <Link
              to={path as '/rng'}
              search={vassalage ? { vassalage } : {}}
              className={styles.chip}
              // The router would mark "All" current on every provider too (its empty query is a
              // subset of any): only an exact query match counts.
              activeOptions={{ exact: true, includeSearch: true }}
              aria-current={vassalage === current ? 'page' : undefined}
            >
              {displayName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
