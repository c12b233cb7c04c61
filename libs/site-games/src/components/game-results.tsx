import type { UseQueryResult } from '@tanstack/react-query';
import type { GamePage } from '@tessera/contract';
import { Button, EmptyState, Pagination, Skeleton } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameErrorKey } from '../utils/game-errors';
import { GameGrid } from './game-grid';
import styles from './game-grid.module.css';

export interface GameResultsProps {
  state: UseQueryResult<GamePage>;
  /** Names the list for screen readers. */
  label: string;
  /** What an empty result says, and what the reader can do about it. */
  empty: { title: string; hint?: string; action?: ReactNode };
  /** Skeleton cards while loading. @default 8 */
  placeholders?: number;
  /** Turns pages; without it neither the count nor pagination shows (a fixed short list). */
  onPage?: (page: number) => void;
}

/** One page of games with its states: skeletons, an error with retry, empty, or the grid. */
export function GameResults({ state, label, empty, placeholders = 8, onPage }: GameResultsProps) {
  const { t } = useTranslation();
  if (state.status === 'pending')
    return (
      <ul className={styles.grid} aria-label={t('games.loadingGames')} aria-busy="true">
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index}>
            <Skeleton shape="block" height={220} />
          </li>
        ))}
      </ul>
    );
  if (state.status === 'error')
    return (
      <EmptyState
        tone="error"
        level={3}
        title={t('games.loadFailed', { reason: t(gameErrorKey(state.error)) })}
        action={<Button onClick={() => void state.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const { content, pageNum, totalPages, totalElements } = state.data;
  if (content.length === 0) return <EmptyState level={3} {...empty} />;
  return (
    <>
      {onPage && (
        <p className={styles.count} role="status">
          {/* The table formats the count ({{count, number}}): a number in, not a formatted string. */}
          {t('games.found', { count: totalElements })}
        </p>
      )}
      <GameGrid games={content} label={label} />
      {onPage && (
        <Pagination page={pageNum} pageCount={totalPages} onChange={onPage} siblings={1} />
      )}
    </>
  );
}
