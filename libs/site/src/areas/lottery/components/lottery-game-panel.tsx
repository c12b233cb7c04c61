import type { LotteryGame } from '@tessera/contract';
import { Button, EmptyState } from '@tessera/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { lotteryDrawsQuery } from '../api/get-lottery';
import { gameErrorKey } from '@tessera/site-games';
import { DrawNumbers, RecentDraws } from './lottery-draws';
import { NextDraw } from './next-draw';
import styles from './lottery.module.css';
import { useLotteryLaunch } from '../hooks/use-lottery-launch';

/** One lottery: name, latest opened numbers, countdown, Play, and the recent draws. */
export function LotteryGamePanel({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const heading = useId();
  const play = useLotteryLaunch();
  const draws = useQuery(lotteryDrawsQuery(client, game));
  const latest = draws.status === 'success' ? draws.data[0] : null;
  return (
    <>
      <section className={styles.summary} aria-labelledby={heading}>
        <h2 id={heading}>{game.name}</h2>
        {latest && (
          <div>
            <p>
              {t('games.latestNumbers')} · {t('games.drawNo', { no: latest.drawNo })}
            </p>
            <DrawNumbers draw={latest} />
          </div>
        )}
        <NextDraw game={game} onDraw={() => void draws.refetch()} />
        <div>
          <Button onClick={() => void play(game)}>
            {t('games.playGame', { name: game.name })}
          </Button>
        </div>
      </section>
      <section aria-labelledby={`${heading}-draws`}>
        <h2 id={`${heading}-draws`}>{t('games.recentDraws')}</h2>
        {draws.status === 'error' ? (
          <EmptyState
            tone="error"
            level={3}
            title={t('games.loadFailed', { reason: t(gameErrorKey(draws.error)) })}
            action={<Button onClick={() => void draws.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <RecentDraws
            draws={draws.status === 'success' ? draws.data[1] : []}
            loading={draws.status === 'pending'}
          />
        )}
      </section>
    </>
  );
}
