import { Link } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { favouriteGamesQuery, recentGamesQuery } from '../api/get-game-list';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { GameResults } from '../components/game-results';
import { FAVOURITES_PAGE_SIZE, RECENT_PAGE_SIZE } from '../utils/game-lists';
import styles from './game-pages.module.css';

export interface AccountGamesPageProps {
  /** Which of the member's lists. */
  list: 'favorite' | 'recent';
  title: ParseKeys;
}

/**
 * /favorite and /recent (spec §2, login only: the root route sends visitors to log in): the
 * member's favourites, all at once (page size 999), or the latest 20 games played (spec §9).
 */
export function AccountGamesPage({ list, title: titleKey }: AccountGamesPageProps) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const games = useQuery(
    list === 'favorite'
      ? favouriteGamesQuery(client, { pageSize: FAVOURITES_PAGE_SIZE, language: i18n.language })
      : recentGamesQuery(client, { pageSize: RECENT_PAGE_SIZE, language: i18n.language }),
  );
  const title = t(titleKey);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{title}</h1>
      </header>
      <GameResults
        state={games}
        label={title}
        empty={{
          title: t(list === 'favorite' ? 'games.noFavourites' : 'games.noRecent'),
          hint: t(list === 'favorite' ? 'games.noFavouritesHint' : 'games.noRecentHint'),
          action: <Link to="/">{t('games.browseGames')}</Link>,
        }}
      />
    </div>
  );
}
