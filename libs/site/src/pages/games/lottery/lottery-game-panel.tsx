import type { LotteryGame } from '@tessera/contract';
import { Button, EmptyState } from '@tessera/ui';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../../app/hooks/use-startup';
import { useAsync } from '../../../features/games';
import { gameErrorKey } from '../../../features/games/game-errors';
import { DrawNumbers, RecentDraws } from './lottery-draws';
import { lotteryArea } from './lottery-pages';
import { NextDraw } from './next-draw';
import styles from './lottery.module.css';
import { useLotteryLaunch } from './use-lottery-launch';

/** One lottery: name, latest opened numbers, countdown, Play, and the recent draws. */
export function LotteryGamePanel({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const heading = useId();
  const play = useLotteryLaunch();
  const load = useCallback(
    () =>
      Promise.all([
        // No numbers yet is a normal state for a new lottery, not a failure of the page.
        client.lottery.opened(game.gameCode, lotteryArea(game)).catch(() => null),
        client.lottery.recent(game.gameCode),
      ]),
    [client, game],
  );
  const draws = useAsync(load);
  const latest = draws.status === 'ready' ? draws.value[0] : null;
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
        <NextDraw game={game} onDraw={draws.reload} />
        <div>
          <Button onClick={() => play(game)}>{t('games.playGame', { name: game.name })}</Button>
        </div>
      </section>
      <section aria-labelledby={`${heading}-draws`}>
        <h2 id={`${heading}-draws`}>{t('games.recentDraws')}</h2>
        {draws.status === 'error' ? (
          <EmptyState
            tone="error"
            level={3}
            title={t('games.loadFailed', { reason: t(gameErrorKey(draws.error)) })}
            action={<Button onClick={draws.reload}>{t('common.retry')}</Button>}
          />
        ) : (
          <RecentDraws
            draws={draws.status === 'ready' ? draws.value[1] : []}
            loading={draws.status === 'loading'}
          />
        )}
      </section>
    </>
  );
}
