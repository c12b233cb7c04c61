import { useNavigate } from '@tanstack/react-router';
import { Modal } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './change-password-form';

export interface ChangePasswordModalProps {
  /** After a login with the default or an expired password: no way out but changing it. */
  forced: boolean;
  /** The password just typed at login, so the player is not asked for it again. */
  oldPassword?: string;
  onClose: () => void;
  /** Where to go once changed. @default '/' (spec §4) */
  next?: '/' | '/agentHome';
}

/** Change password (spec §4): success reloads login info, closes and goes to `next`. */
export function ChangePasswordModal({
  forced,
  oldPassword,
  onClose,
  next = '/',
}: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open
      // A forced change ignores Escape and outside clicks; the form is the only way on.
      onOpenChange={(open) => !open && !forced && onClose()}
      required={forced}
      title={t('account.changeTitle')}
      description={forced ? t('account.changeForced') : undefined}
      size="sm"
    >
      <ChangePasswordForm
        oldPassword={oldPassword}
        onDone={() => {
          onClose();
          void navigate({ to: next });
        }}
      />
    </Modal>
  );
}
