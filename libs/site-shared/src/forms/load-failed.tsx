import { Button, EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** A query that failed: said plainly, with a way to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      tone="error"
      title={t('cashier.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
