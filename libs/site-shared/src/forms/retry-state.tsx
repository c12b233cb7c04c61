import { Button, EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { errorKey } from './error-key';

/** A list or page that failed to load: the refusal in the reader's words and a retry button. */
export function RetryState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      tone="error"
      title={t(errorKey(error))}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
