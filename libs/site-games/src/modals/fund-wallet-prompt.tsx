import { Link } from '@tanstack/react-router';
import { Modal } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/**
 * A game whose vendor wallet is empty, with auto-transfer off or nothing in the main wallet:
 * the way to the wallet page, instead of a game that only says "not enough balance".
 */
export function FundWalletPrompt({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('wallet.launchTitle')}
      description={t('wallet.launchHint', { vendor: title })}
      size="sm"
    >
      <Link to="/member/transfer-fund" onClick={onClose}>
        {t('wallet.openWallets')}
      </Link>
    </Modal>
  );
}
