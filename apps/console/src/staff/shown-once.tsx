import { Button, Modal } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../core/copy-button';
import shared from '../core/console.module.css';

/** A secret the platform answers once (an initial password, a key's secret), with copy. */
export function ShownOnce({
  open,
  title,
  intro,
  secret,
  onClose,
}: {
  open: boolean;
  title: string;
  intro: string;
  secret: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={intro}
      size="sm"
      footer={<Button onClick={onClose}>{t('console.close')}</Button>}
    >
      <div className={shared.form}>
        <code className={shared.secret} data-testid="shown-once">
          {secret}
        </code>
        <CopyButton text={secret} />
      </div>
    </Modal>
  );
}
