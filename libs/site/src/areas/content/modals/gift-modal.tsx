import { Link } from '@tanstack/react-router';
import { Modal } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoggedIn } from '../../../core/session';
import { readSessionFlag, writeSessionFlag } from '../utils/session-flags';

/** Session key of the flag that hides the gift popup once closed (spec §2). */
const GIFT_CLOSED_KEY = 'GIFT_POPUP';

/** The welcome gift for visitors; closing it hides it for the rest of the session. */
export function GiftModal() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const [open, setOpen] = useState(() => !loggedIn && !readSessionFlag(GIFT_CLOSED_KEY));
  const close = () => {
    writeSessionFlag(GIFT_CLOSED_KEY);
    setOpen(false);
  };
  if (!open) return null;
  return (
    <Modal
      open
      onOpenChange={(next) => !next && close()}
      title={t('modals.gift')}
      size="sm"
      footer={
        <Link to="/register" className="button-link" onClick={close}>
          {t('shell.register')}
        </Link>
      }
    >
      <p>{t('modals.giftBody')}</p>
    </Modal>
  );
}
