import type { GamePage } from '@tessera/contract';
import { HOME_SECTION_LIMIT } from '@tessera/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../../app/hooks/use-startup';
import { GameGrid, useAsync } from '../../../features/games';
import { useNearViewport, whenNear } from '../hooks/use-near-viewport';
import type { RequestQueue } from '../utils/request-queue';
import type { GameSectionKey, PlannedSection } from '../utils/plan-sections';
import { SectionFrame } from './section-frame';
import { GameGridSkeleton, Offscreen, SectionError } from './section-states';
import styles from './home-categories.module.css';

/** The home asks for 20 games a list (spec §7) and shows 12 of them (spec §9). */
export const HOME_LIST_PAGE_SIZE = 20;

export interface GameSectionProps {
  section: Extract<PlannedSection, { kind: 'games' }>;
  /** Spaces the home's game-list requests 300 ms apart (spec §7). */
  queue: RequestQueue;
}

/** A game category of the home (slots, live, fishing, PVP): loaded as it nears the screen. */
export function GameSection({ section, queue }: GameSectionProps) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const [frameRef, near] = useNearViewport<HTMLElement>();
  const gameType: GameSectionKey = section.key;
  const load = useCallback(
    (): Promise<GamePage> =>
      whenNear(near, () =>
        queue.run(`${gameType}:${i18n.language}`, () =>
          client.games.list({
            gameType,
            pageNo: 1,
            pageSize: HOME_LIST_PAGE_SIZE,
            language: i18n.language,
          }),
        ),
      ),
    [near, queue, client, gameType, i18n.language],
  );
  const list = useAsync(load);
  const title = t(`gameTypes.${gameType}`);

  let body;
  if (!near) body = <Offscreen kind="games" />;
  else if (list.status === 'loading') body = <GameGridSkeleton count={HOME_SECTION_LIMIT} />;
  else if (list.status === 'error')
    body = (
      <SectionError
        message={t('lobby.sectionFailed', { name: title })}
        error={list.error}
        onRetry={list.reload}
      />
    );
  else if (list.value.content.length === 0)
    body = <p className={styles.empty}>{t('lobby.sectionEmpty')}</p>;
  else
    body = (
      <GameGrid
        games={list.value.content.slice(0, HOME_SECTION_LIMIT)}
        label={t('lobby.gamesLabel', { name: title })}
      />
    );

  return (
    <SectionFrame
      title={title}
      more={section.more}
      busy={list.status === 'loading'}
      frameRef={frameRef}
    >
      {body}
    </SectionFrame>
  );
}
