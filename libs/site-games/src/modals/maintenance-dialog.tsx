import { Modal, Spinner } from '@tessera/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { hotGamesQuery } from '../api/get-hot-games';
import { GameGrid } from '../components/game-grid';

/** How many popular games the dialog suggests. */
const SUGGESTIONS = 4;

/** A game under maintenance: the catalogue message and popular games to play instead (spec §8). */
export function MaintenanceDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const { merchantCode } = useBrand();
  const hot = useQuery(hotGamesQuery(client, merchantCode, i18n.language));
  const playable =
    hot.status === 'success'
      ? hot.data.filter((game) => !game.maintenance).slice(0, SUGGESTIONS)
      : [];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('games.maintenanceTitle')}
      description={`${title}: ${t('errors.GAME_MAINTENANCE')}`}
      size="md"
    >
      {hot.status === 'pending' && <Spinner label={t('games.loadingGames')} />}
      {playable.length > 0 && (
        <>
          <h3>{t('games.popularInstead')}</h3>
          <GameGrid games={playable} label={t('games.popularInstead')} />
        </>
      )}
    </Modal>
  );
}
