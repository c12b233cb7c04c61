import type { LotteryGame } from '@tessera/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

export interface LotteryPickerProps {
  games: readonly LotteryGame[];
  current?: string;
  onPick: (gameCode: string) => void;
}

/** The page's lotteries as buttons; the shown one is marked pressed. */
export function LotteryPicker({ games, current, onPick }: LotteryPickerProps) {
  const { t } = useTranslation();
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{t('games.chooseLottery')}</h2>
      <ul className={styles.picker}>
        {games.map((game) => (
          <li key={game.gameCode}>
            <button
              type="button"
              className="button-link secondary"
              aria-pressed={game.gameCode === current}
              onClick={() => onPick(game.gameCode)}
            >
              {game.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
