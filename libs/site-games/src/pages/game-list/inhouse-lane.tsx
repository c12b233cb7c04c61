import { INHOUSE_CLASSIFY, INHOUSE_PAGE_SIZE } from '@tessera/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { gameListQuery } from '../../api/get-game-list';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { GameResults } from '../../components/game-results';

/** The in-house lane: the vendor's Crash games, twelve of them (spec §9). */
export function InhouseLane({ vassalage }: { vassalage?: string }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const heading = useId();
  const games = useQuery(
    gameListQuery(client, {
      vassalage,
      gameClassify: INHOUSE_CLASSIFY,
      pageSize: INHOUSE_PAGE_SIZE,
      language: i18n.language,
    }),
  );
  // A vendor without crash games shows no lane at all rather than an empty box.
  if (games.status === 'success' && games.data.content.length === 0) return null;
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{t('games.crashGames')}</h2>
      <GameResults
        state={games}
        label={t('games.crashGames')}
        placeholders={4}
        empty={{ title: t('games.noResults') }}
      />
    </section>
  );
}
