import type { GameSummary } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '../../hooks/use-launch-game';
import { FavouriteButton } from './favourite-button';
import { RollingPrize } from './rolling-prize';
import styles from './game-card.module.css';

export interface GameCardProps {
  game: GameSummary;
  /** Show the rolling prize number; hot games (isHot 1) always show it. @default false */
  rolling?: boolean;
  /** Load the art at once: the card is on the first screen. @default false */
  eager?: boolean;
}

/** Art size the platform draws; set on the img so the grid does not shift while images load. */
const ART_SIZE = 240;

/** A game in a list (spec §2): heart, art, name, hot tag, maintenance, prize number, play. */
export function GameCard({ game, rolling = false, eager = false }: GameCardProps) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const hot = game.isHot === 1;
  return (
    <article className={styles.card}>
      <div className={styles.art}>
        <img
          src={game.iconUrl}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={ART_SIZE}
          height={ART_SIZE}
        />
        <div className={styles.tags}>
          {hot && <span className={`${styles.tag} ${styles.hot}`}>{t('games.hot')}</span>}
          {game.isNew && <span className={styles.tag}>{t('games.new')}</span>}
          {game.maintenance && (
            <span className={`${styles.tag} ${styles.down}`}>{t('games.maintenance')}</span>
          )}
        </div>
        <FavouriteButton game={game} />
      </div>
      <h3 className={styles.name}>{game.displayName}</h3>
      {(rolling || hot) && <RollingPrize nodeId={game.nodeId} />}
      <Button
        size="sm"
        className={styles.play}
        aria-label={t('games.playGame', { name: game.displayName })}
        onClick={() => launch(game)}
      >
        {t('games.play')}
      </Button>
    </article>
  );
}
