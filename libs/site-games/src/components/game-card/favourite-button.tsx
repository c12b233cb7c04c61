import type { GameSummary } from '@tessera/contract';
import { IconButton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../../hooks/favourites';
import { useSharedFavourites } from '../../hooks/favourites-context';
import styles from './game-card.module.css';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.3A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.6c0 5.7-7.5 10.3-7.5 10.3z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The heart on a game card: pressed when the game is a favourite. */
export function FavouriteButton({ game }: { game: GameSummary }) {
  const shared = useSharedFavourites();
  return shared ? (
    <HeartButton game={game} favourites={shared} />
  ) : (
    <StandaloneFavouriteButton game={game} />
  );
}

/** A card outside a FavouritesProvider keeps its own state. */
function StandaloneFavouriteButton({ game }: { game: GameSummary }) {
  return <HeartButton game={game} favourites={useFavourites()} />;
}

function HeartButton({
  game,
  favourites: { isFavourite, toggle },
}: {
  game: GameSummary;
  favourites: ReturnType<typeof useFavourites>;
}) {
  const { t } = useTranslation();
  const on = isFavourite(game.nodeId);
  return (
    <IconButton
      className={[styles.heart, on && styles.heartOn].filter(Boolean).join(' ')}
      label={t('games.favourite', { name: game.displayName })}
      aria-pressed={on}
      icon={<Heart filled={on} />}
      size="sm"
      onClick={() => toggle(game)}
    />
  );
}
