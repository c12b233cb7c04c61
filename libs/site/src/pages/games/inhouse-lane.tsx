import { INHOUSE_CLASSIFY, INHOUSE_PAGE_SIZE } from '@tessera/domain';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../app/hooks/use-startup';
import { useAsync } from '../../features/games';
import { GameResults } from '../../features/games/game-results';

/** The in-house lane: the vendor's Crash games, twelve of them (spec §9). */
export function InhouseLane({ vassalage }: { vassalage?: string }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const heading = useId();
  const load = useCallback(
    () =>
      client.games.list({
        vassalage,
        gameClassify: INHOUSE_CLASSIFY,
        pageSize: INHOUSE_PAGE_SIZE,
        language: i18n.language,
      }),
    [client, vassalage, i18n.language],
  );
  const games = useAsync(load);
  // A vendor without crash games shows no lane at all rather than an empty box.
  if (games.status === 'ready' && games.value.content.length === 0) return null;
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
