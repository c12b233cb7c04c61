import { Link } from '@tanstack/react-router';
import type { GameMenu } from '@tessera/contract';
import {
  categoryDestination,
  gameTypePath,
  LARGE_VENDOR_MENU_THRESHOLD,
  navCategories,
} from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useStartup } from '../../core/startup/use-startup';
import { InviteItem } from '../invite-link';
import styles from './game-nav.module.css';

/** Header nav: lobby, one item per category with vendors, promotions, cricket, invite (spec §2). */
export function GameNav() {
  const { t } = useTranslation();
  const { menus } = useStartup();
  return (
    <nav aria-label={t('nav.main')} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <Link to="/" className={styles.link} activeOptions={{ exact: true }}>
            {t('nav.home')}
          </Link>
        </li>
        {navCategories(menus).map((menu) => (
          <CategoryItem key={menu.gameType} menu={menu} />
        ))}
        <li>
          <Link to="/promotions" className={styles.link}>
            {t('nav.promotions')}
          </Link>
        </li>
        <li>
          <Link to="/cricket" search={{ gameClassify: 'CRICKET' }} className={styles.link}>
            {t('shell.cricket')}
          </Link>
        </li>
        <InviteItem className={styles.link} />
      </ul>
    </nav>
  );
}

function CategoryItem({ menu }: { menu: GameMenu }) {
  const { t } = useTranslation();
  const destination = categoryDestination(menu);
  const label = t(`gameTypes.${menu.gameType}`);
  const search = destination.kind === 'vendor' ? { vassalage: destination.vassalage } : {};
  const large = menu.vendors.length > LARGE_VENDOR_MENU_THRESHOLD;
  return (
    <li className={styles.item}>
      <Link to={destination.path} search={search} className={styles.link}>
        {label}
      </Link>
      <div
        className={[styles.panel, large && styles.large].filter(Boolean).join(' ')}
        role="group"
        aria-label={t('shell.providersOf', { type: label })}
      >
        {menu.vendors.map((vendor) => (
          <Link
            key={vendor.vassalage}
            to={gameTypePath(menu.gameType)}
            search={{ vassalage: vendor.vassalage }}
          >
            {vendor.displayName}
          </Link>
        ))}
      </div>
    </li>
  );
}
