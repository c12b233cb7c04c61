import { Link } from '@tanstack/react-router';
import { Button, EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { GameResults } from '../../components/game-results';
import { useGoToLogin } from '@tessera/site-account';
import { useHasSession } from '@tessera/site-shared/session';
import { useGameList, type GameListQuery } from './game-list-query';

export interface FilteredGamesProps {
  query: Omit<GameListQuery, 'language'>;
  label: string;
  onPage: (page: number) => void;
  /** Whether a filter, search or provider narrows the list (then "show all" is offered). */
  narrowed: boolean;
  /** Clears filter, search and provider, so an empty result is never a dead end. */
  onShowAll: () => void;
}

/** The games of the chosen filter; favourites and recent games ask a visitor to log in first. */
export function FilteredGames(props: FilteredGamesProps) {
  const { t } = useTranslation();
  const hasSession = useHasSession();
  const goToLogin = useGoToLogin();
  const own = props.query.filter === 'FAV' || props.query.filter === 'RECENT';
  if (own && !hasSession)
    return (
      <EmptyState
        level={3}
        title={t(
          props.query.filter === 'FAV' ? 'games.loginForFavourites' : 'games.loginForRecent',
        )}
        action={<Button onClick={goToLogin}>{t('shell.login')}</Button>}
      />
    );
  return <Results {...props} />;
}

function Results({ query, label, onPage, narrowed, onShowAll }: FilteredGamesProps) {
  const { t, i18n } = useTranslation();
  const games = useGameList({ ...query, language: i18n.language });
  return (
    <GameResults
      state={games}
      label={label}
      onPage={onPage}
      empty={{
        title: t('games.noResults'),
        hint: narrowed ? t('games.noResultsHint') : undefined,
        action: narrowed ? (
          <Button variant="secondary" onClick={onShowAll}>
            {t('games.showAll')}
          </Button>
        ) : (
          <Link to="/">{t('common.backHome')}</Link>
        ),
      }}
    />
  );
}
