import { Link } from '@tanstack/react-router';
import type { GameMenu } from '@tessera/contract';
import {
  categoryDestination,
  gameTypePath,
  LARGE_VENDOR_MENU_THRESHOLD,
  navCategories,
} from '@tessera/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { useInviteTarget } from '../invite-link';
import { MoreMenu } from './more-menu';
import { useFitCount } from './use-priority-fit';
import styles from './game-nav.module.css';

/** One header entry: its link (drawn in the row or in "More") and, for a category, its providers. */
interface NavEntry {
  key: string;
  link: (props: { className?: string; onClick?: () => void }) => ReactNode;
  menu?: GameMenu;
}

/**
 * Header nav (spec §2): lobby, one item per category with vendors, promotions, cricket, invite.
 * Priority navigation: as many as fit stay in the row, in that order; the rest are in "More".
 */
export function GameNav() {
  const { t } = useTranslation();
  const entries = useNavEntries();
  const [listRef, fitting] = useFitCount<HTMLUListElement>(entries.length);
  return (
    <nav aria-label={t('nav.main')} className={styles.nav}>
      <ul className={styles.list} ref={listRef}>
        {entries.map((entry, index) => (
          // Items past the row stay in the DOM (measured, keyboard-skipped, hidden from readers).
          <li
            key={entry.key}
            className={styles.item}
            data-overflow={index >= fitting || undefined}
            inert={index >= fitting || undefined}
          >
            {entry.link({ className: styles.link })}
            {entry.menu && <ProviderPanel menu={entry.menu} />}
          </li>
        ))}
      </ul>
      <MoreMenu
        items={entries.slice(fitting).map((entry) => ({
          key: entry.key,
          link: (close) => entry.link({ onClick: close }),
        }))}
      />
    </nav>
  );
}

/** The header's entries in their order of priority. */
function useNavEntries(): NavEntry[] {
  const { t } = useTranslation();
  const { menus } = useStartup();
  const invite = useInviteTarget();
  const entries: NavEntry[] = [
    {
      key: 'home',
      link: (props) => (
        <Link to="/" activeOptions={{ exact: true }} {...props}>
          {t('nav.home')}
        </Link>
      ),
    },
    ...navCategories(menus).map((menu): NavEntry => {
      const destination = categoryDestination(menu);
      const search = destination.kind === 'vendor' ? { vassalage: destination.vassalage } : {};
      return {
        key: menu.gameType,
        menu,
        link: (props) => (
          <Link to={destination.path} search={search} {...props}>
            {t(`gameTypes.${menu.gameType}`)}
          </Link>
        ),
      };
    }),
    {
      key: 'promotions',
      link: (props) => (
        <Link to="/promotions" {...props}>
          {t('nav.promotions')}
        </Link>
      ),
    },
    {
      key: 'cricket',
      link: (props) => (
        <Link to="/cricket" search={{ gameClassify: 'CRICKET' }} {...props}>
          {t('shell.cricket')}
        </Link>
      ),
    },
  ];
  if (invite)
    entries.push({
      key: 'invite',
      link: (props) => (
        <Link to={invite} {...props}>
          {t('shell.invite')}
        </Link>
      ),
    });
  return entries;
}

/** A category's providers, shown while its item is hovered or holds the focus. */
function ProviderPanel({ menu }: { menu: GameMenu }) {
  const { t } = useTranslation();
  const large = menu.vendors.length > LARGE_VENDOR_MENU_THRESHOLD;
  return (
    <div
      className={[styles.panel, large && styles.large].filter(Boolean).join(' ')}
      role="group"
      aria-label={t('shell.providersOf', { type: t(`gameTypes.${menu.gameType}`) })}
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
  );
}
