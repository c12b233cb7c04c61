import { Button, Modal } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The warning dialog of spec §8 when a code request fails: the message and an OK button. */
export function SmsFailureDialog({
  error,
  onClose,
}: {
  error: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={error !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('login.smsFailed')}
      size="sm"
      footer={<Button onClick={onClose}>{t('login.ok')}</Button>}
    >
      <p>{error ? t(error as ParseKeys) : null}</p>
    </Modal>
  );
}
