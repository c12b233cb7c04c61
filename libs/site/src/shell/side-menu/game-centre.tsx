import { Link } from '@tanstack/react-router';
import { gameTypePath, navCategories, providerOpensList } from '@tessera/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { GameTypeLink } from '@tessera/site-games';
import styles from './side-menu.module.css';

/** The side menu's game centre: categories, and for slots and fishing their providers. */
export function GameCentre() {
  const { t } = useTranslation();
  const { menus } = useStartup();
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  return (
    <div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {t('shell.gameCentre')} <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
      </button>
      {expanded && (
        <ul id={listId} className={styles.section}>
          {navCategories(menus).map((menu) => (
            <li key={menu.gameType}>
              <GameTypeLink path={gameTypePath(menu.gameType)}>
                {t(`gameTypes.${menu.gameType}`)}
              </GameTypeLink>
              {providerOpensList(menu.gameType) && (
                <ul className={`${styles.section} ${styles.providers}`}>
                  {menu.vendors.map((vendor) => (
                    <li key={vendor.vassalage}>
                      <GameTypeLink path={gameTypePath(menu.gameType)} vassalage={vendor.vassalage}>
                        {vendor.displayName}
                      </GameTypeLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          <li>
            <Link to="/promotions">{t('nav.promotions')}</Link>
          </li>
        </ul>
      )}
    </div>
  );
}
