import { Modal, Spinner } from '@tessera/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalanceChanged } from '@tessera/site-shared/wallet/balance';
import { useRecallOnLeave } from '../hooks/use-recall-on-leave';
import styles from './game-popup.module.css';

/** What the sandbox game page posts after a round settles, so the header balance follows. */
export const BALANCE_MESSAGE = 'tessera:balance';

/**
 * A game that plays in a popup over the site (spec §2), in an iframe of the vendor's page; an
 * empty `url` means the launch call is still running. Closing it refreshes the header balance
 * (spec: "header balance updates after a round in the game popup closes"). A game the automatic
 * transfer funded (`recallOnClose`) gives the player's money back to the main wallet as it
 * closes, or as the page is left.
 */
export function GamePopup({
  url,
  title,
  recallOnClose = false,
  onClose,
}: {
  url: string;
  title: string;
  recallOnClose?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refreshBalance = useBalanceChanged();
  useRecallOnLeave(recallOnClose);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own pages (the sandbox vendor is served from this origin) may ask for it.
      if (event.origin !== window.location.origin) return;
      const data: unknown = event.data;
      if (
        typeof data === 'object' &&
        data !== null &&
        'type' in data &&
        data.type === BALANCE_MESSAGE
      )
        void refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refreshBalance]);

  const close = () => {
    void refreshBalance();
    onClose();
  };

  return (
    <Modal open onOpenChange={(open) => !open && close()} title={title} size="lg" fullScreenOnPhone>
      {url ? (
        <iframe
          className={styles.frame}
          src={url}
          title={t('games.gameFrame', { name: title })}
          allow="autoplay; fullscreen"
          allowFullScreen
        />
      ) : (
        <div className={styles.pending}>
          <Spinner size={32} label={t('games.launching')} />
        </div>
      )}
    </Modal>
  );
}
