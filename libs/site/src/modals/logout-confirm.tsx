import { useNavigate } from '@tanstack/react-router';
import { Button, Modal } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionActions } from '../session';

/** Sign-out asks first, then ends the session on the server and here, and returns to the lobby. */
export function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    // logout() never throws: a failed server call still ends the session in this tab.
    await logout();
    onClose();
    await navigate({ to: '/' });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('shell.prompt')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('shell.cancel')}
          </Button>
          <Button loading={pending} onClick={() => void confirm()}>
            {t('shell.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('shell.sureLogout')}</p>
    </Modal>
  );
}
