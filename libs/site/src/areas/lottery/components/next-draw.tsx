import type { LotteryGame } from '@tessera/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clock, nextDrawTime } from '../utils/lottery-pages';
import styles from './lottery.module.css';

/**
 * The countdown to the next draw, ticking each second. `onDraw` runs when a draw time passes,
 * so the page can fetch the numbers it opened.
 */
export function NextDraw({ game, onDraw }: { game: LotteryGame; onDraw: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const next = nextDrawTime(game.nextDrawAt, game.drawIntervalSeconds, now);
  const seen = useRef(next);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (next === seen.current) return;
    seen.current = next;
    onDraw();
  }, [next, onDraw]);
  return (
    <p className={styles.countdown}>
      {t('games.nextDraw')}{' '}
      <time dateTime={new Date(next).toISOString()} className={styles.clock}>
        {clock((next - now) / 1000)}
      </time>
    </p>
  );
}
