import { numberFormat } from '@tessera/i18n';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button';
import { ChevronIcon } from '../line-icons';
import { pageItems } from './page-items';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one; 0 fits 360 px phones. @default 0 */
  siblings?: number;
  /** Names the navigation when a screen has more than one. @default "Pages", translated */
  label?: string;
  className?: string;
}

/** Previous, next and page buttons; renders nothing when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  onChange,
  siblings = 0,
  label,
  className,
}: PaginationProps) {
  const { t, i18n } = useTranslation();
  if (pageCount < 2) return null;
  const number = numberFormat(i18n.language);
  return (
    <nav
      aria-label={label ?? t('kitForms.pagination')}
      className={[styles.pagination, className].filter(Boolean).join(' ')}
    >
      <ul className={styles.list}>
        <li>
          <IconButton
            label={t('kitForms.previousPage')}
            icon={<ChevronIcon direction="start" />}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          />
        </li>
        {pageItems(page, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={t('kitForms.page', { page: number.format(item) })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {number.format(item)}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <IconButton
            label={t('kitForms.nextPage')}
            icon={<ChevronIcon direction="end" />}
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1)}
          />
        </li>
      </ul>
    </nav>
  );
}
