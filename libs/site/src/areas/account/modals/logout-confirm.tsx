import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../core/forms';
import { useSessionActions } from '../../../core/session';

/** Sign-out asks first, then ends the session on the server and here, and returns to the lobby. */
export function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  // logout() never throws: a failed server call still ends the session in this tab.
  const { submit: confirm, pending } = useSubmit(async () => {
    await logout();
    onClose();
    await navigate({ to: '/' });
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('shell.prompt')}
      message={t('shell.sureLogout')}
      confirmLabel={t('shell.confirm')}
      cancelLabel={t('shell.cancel')}
      onConfirm={() => void confirm()}
      pending={pending}
    />
  );
}
