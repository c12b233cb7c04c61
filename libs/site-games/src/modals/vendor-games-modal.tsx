import { Modal } from '@tessera/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { GameResults } from '../components/game-results';
import { gameListQuery } from '../api/get-game-list';

/** Games per page of a vendor's list in the popup. */
const PAGE_SIZE = 24;

/** A vendor's whole game list in a popup, opened from a VASSALAGE-type entry (spec §4). */
export function VendorGamesModal({
  vassalage,
  title,
  onClose,
}: {
  vassalage: string;
  title: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const [page, setPage] = useState(1);
  const games = useQuery({
    ...gameListQuery(client, {
      vassalage,
      pageNo: page,
      pageSize: PAGE_SIZE,
      language: i18n.language,
    }),
    // The vendor's own entry would only open this list again.
    select: (found) => ({ ...found, content: found.content.filter((game) => game.isGame) }),
  });
  const label = t('games.vendorGames', { name: title });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={label}
      size="lg"
      fullScreenOnPhone
    >
      <GameResults
        state={games}
        label={label}
        empty={{ title: t('games.noResults') }}
        onPage={setPage}
      />
    </Modal>
  );
}
