import { useNavigate } from '@tanstack/react-router';
import { Button, Modal } from '@tessera/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { signOutAtom } from '../session';

/** Sign-out asks first, then ends the session and returns to the lobby (spec §4, §8). */
export function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const confirm = () => {
    signOut();
    onClose();
    void navigate({ to: '/' });
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
          <Button onClick={confirm}>{t('shell.confirm')}</Button>
        </>
      }
    >
      <p>{t('shell.sureLogout')}</p>
    </Modal>
  );
}
