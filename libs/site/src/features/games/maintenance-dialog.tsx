import { Modal, Spinner } from '@tessera/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../app/brand-context';
import { usePlatformClient } from '../../app/hooks/use-startup';
import { loadHotGames } from './cached-games';
import { GameGrid } from './game-grid';
import { useAsync } from './hooks/use-async';

/** How many popular games the dialog suggests. */
const SUGGESTIONS = 4;

/** A game under maintenance: the catalogue message and popular games to play instead (spec §8). */
export function MaintenanceDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const { merchantCode } = useBrand();
  const load = useCallback(
    () => loadHotGames(client, { merchant: merchantCode, language: i18n.language }),
    [client, merchantCode, i18n.language],
  );
  const hot = useAsync(load);
  const playable =
    hot.status === 'ready'
      ? hot.value.filter((game) => !game.maintenance).slice(0, SUGGESTIONS)
      : [];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('games.maintenanceTitle')}
      description={`${title}: ${t('errors.GAME_MAINTENANCE')}`}
      size="md"
    >
      {hot.status === 'loading' && <Spinner label={t('games.loadingGames')} />}
      {playable.length > 0 && (
        <>
          <h3>{t('games.popularInstead')}</h3>
          <GameGrid games={playable} label={t('games.popularInstead')} />
        </>
      )}
    </Modal>
  );
}
