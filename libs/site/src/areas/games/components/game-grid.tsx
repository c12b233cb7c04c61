import type { GameSummary } from '@tessera/contract';
import { GameCard } from './game-card/game-card';
import styles from './game-grid.module.css';

export interface GameGridProps {
  games: readonly GameSummary[];
  /** Names the list for screen readers, e.g. "Slots games". */
  label: string;
  /** Show the rolling prize number on every card, not only on hot ones. @default false */
  rolling?: boolean;
}

/** Game cards in a responsive list: two columns on a 360 px phone, more as the page widens. */
export function GameGrid({ games, label, rolling = false }: GameGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} rolling={rolling} />
        </li>
      ))}
    </ul>
  );
}
