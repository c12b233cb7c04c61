import type { GameType } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { gameListQuery } from '../../api/get-game-list';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { GameResults } from '../../components/game-results';
import { LIST_PAGE_SIZE } from '../../utils/game-lists';

/** A game centre's own games, when its type has any (many centres are vendor lobbies only). */
export function CentreGames({ gameType }: { gameType: GameType }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const heading = useId();
  const [page, setPage] = useState(1);
  const games = useQuery(
    gameListQuery(client, {
      gameType,
      pageNo: page,
      pageSize: LIST_PAGE_SIZE,
      language: i18n.language,
    }),
  );
  // Shown once the type proved to have games, so turning a page does not hide the section.
  const [hasGames, setHasGames] = useState(false);
  if (!hasGames && games.status === 'success' && games.data.totalElements > 0) setHasGames(true);
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
