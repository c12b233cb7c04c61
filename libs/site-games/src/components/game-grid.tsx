import type { GameSummary } from '@tessera/contract';
import { GameCard } from './game-card/game-card';
import styles from './game-grid.module.css';

export interface GameGridProps {
  games: readonly GameSummary[];
  /** Names the list for screen readers, e.g. "Slots games". */
  label: string;
  /** Show the rolling prize number on every card, not only on hot ones. @default false */
  rolling?: boolean;
  /** On a phone, one row that scrolls sideways (the lobby's categories) instead of a grid. */
  phoneRow?: boolean;
  /** Load the art at once (the first screen's cards), not only as it nears the screen. */
  eager?: boolean;
}

/** Game cards in a responsive list: two columns on a 360 px phone, more as the page widens. */
export function GameGrid(props: GameGridProps) {
  const { games, label, rolling = false, phoneRow = false, eager = false } = props;
  return (
    <ul className={phoneRow ? `${styles.grid} ${styles.phoneRow}` : styles.grid} aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} rolling={rolling} eager={eager} />
        </li>
      ))}
    </ul>
  );
}
