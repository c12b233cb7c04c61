import { Link } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../app/hooks/use-startup';
import { useAsync } from '../../features/games';
import { GameResults } from '../../features/games/game-results';
import { FAVOURITES_PAGE_SIZE, RECENT_PAGE_SIZE } from './game-lists';
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
  const load = useCallback(
    () =>
      list === 'favorite'
        ? client.games.favourites({ pageSize: FAVOURITES_PAGE_SIZE, language: i18n.language })
        : client.games.recent({ pageSize: RECENT_PAGE_SIZE, language: i18n.language }),
    [client, list, i18n.language],
  );
  const games = useAsync(load);
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
