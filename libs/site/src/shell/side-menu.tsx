import { Link } from '@tanstack/react-router';
import { Button } from '@tessera/ui';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS } from './nav-items';
import styles from './side-menu.module.css';

export interface SideMenuProps {
  /** Open on phones; on wider screens the menu is always shown. */
  open: boolean;
  onClose: () => void;
}

/** Site-wide navigation; a column on wide screens, a drawer on phones. */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <aside
      id="side-menu"
      className={[styles.menu, open && styles.open].filter(Boolean).join(' ')}
      onKeyDown={closeOnEscape}
    >
      <Button variant="ghost" size="sm" className={styles.close} onClick={onClose}>
        {t('common.closeMenu')}
      </Button>
      <nav aria-label={t('common.menu')}>
        <ul className={styles.list}>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeOptions={{ exact: true }} onClick={onClose}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
