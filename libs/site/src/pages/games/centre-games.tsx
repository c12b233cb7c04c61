import type { GameType } from '@tessera/contract';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../app/hooks/use-startup';
import { useAsync } from '../../features/games';
import { GameResults } from '../../features/games/game-results';
import { LIST_PAGE_SIZE } from './game-lists';

/** A game centre's own games, when its type has any (many centres are vendor lobbies only). */
export function CentreGames({ gameType }: { gameType: GameType }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const heading = useId();
  const [page, setPage] = useState(1);
  const load = useCallback(
    () =>
      client.games.list({
        gameType,
        pageNo: page,
        pageSize: LIST_PAGE_SIZE,
        language: i18n.language,
      }),
    [client, gameType, page, i18n.language],
  );
  const games = useAsync(load);
  // Shown once the type proved to have games, so turning a page does not hide the section.
  const [hasGames, setHasGames] = useState(false);
  if (!hasGames && games.status === 'ready' && games.value.totalElements > 0) setHasGames(true);
  // Nothing (or nothing reachable) to list: the vendor tiles above are the whole page.
  if (!hasGames) return null;
  const label = t('games.gamesOf', { type: t(`gameTypes.${gameType}`) });
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{label}</h2>
      <GameResults
        state={games}
        label={label}
        empty={{ title: t('games.noResults') }}
        onPage={setPage}
      />
    </section>
  );
}
