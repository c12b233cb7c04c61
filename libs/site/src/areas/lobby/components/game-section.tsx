import { useQuery } from '@tanstack/react-query';
import { HOME_SECTION_LIMIT } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { GameGrid, gameListQuery } from '@tessera/site-games';
import { useNearViewport } from '@tessera/site-shared/viewport/use-near-viewport';
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
  /** The first category on the page: its art loads at once, not as it nears the screen. */
  first?: boolean;
}

/** A game category of the home (slots, live, fishing, PVP): loaded as it nears the screen. */
export function GameSection({ section, queue, first = false }: GameSectionProps) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const [frameRef, near] = useNearViewport<HTMLElement>();
  const gameType: GameSectionKey = section.key;
  const request = { gameType, pageNo: 1, pageSize: HOME_LIST_PAGE_SIZE, language: i18n.language };
  const list = useQuery({
    ...gameListQuery(client, request),
    // The home's lists go out through its queue, one at a time (spec §7).
    queryFn: () => queue.run(`${gameType}:${i18n.language}`, () => client.games.list(request)),
    enabled: near,
  });
  const title = t(`gameTypes.${gameType}`);

  let body;
  if (!near) body = <Offscreen kind="games" />;
  else if (list.status === 'pending')
    body = <GameGridSkeleton count={HOME_SECTION_LIMIT} phoneRow />;
  else if (list.status === 'error')
    body = (
      <SectionError
        message={t('lobby.sectionFailed', { name: title })}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.content.length === 0)
    body = <p className={styles.empty}>{t('lobby.sectionEmpty')}</p>;
  else
    body = (
      <GameGrid
        games={list.data.content.slice(0, HOME_SECTION_LIMIT)}
        label={t('lobby.gamesLabel', { name: title })}
        phoneRow
        eager={first}
      />
    );

  return (
    <SectionFrame
      title={title}
      more={section.more}
      busy={list.status === 'pending'}
      frameRef={frameRef}
    >
      {body}
    </SectionFrame>
  );
}
