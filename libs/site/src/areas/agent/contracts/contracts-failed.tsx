import { Button, EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../core/forms';

/** A contracts call that failed: the platform's reason when it gave one, and a retry. */
export function ContractsFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const reason = errorKey(error);
  return (
    <EmptyState
      tone="error"
      title={reason === 'errors.unknown' ? t('records.loadFailed') : t(reason)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
