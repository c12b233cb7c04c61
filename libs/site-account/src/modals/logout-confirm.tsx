import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/session-mutations';

/** Sign-out asks first, then ends the session on the server and here, and returns to the lobby. */
export function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // logout() never throws: a failed server call still ends the session in this tab.
  const logout = useLogout({
    onSuccess: async () => {
      onClose();
      await navigate({ to: '/' });
    },
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('shell.prompt')}
      message={t('shell.sureLogout')}
      confirmLabel={t('shell.confirm')}
      cancelLabel={t('shell.cancel')}
      onConfirm={() => logout.mutate()}
      pending={logout.isPending}
    />
  );
}
