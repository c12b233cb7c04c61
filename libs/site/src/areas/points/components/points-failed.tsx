import { Button, EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** A points query that failed: said plainly, with a way to ask again. */
export function PointsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      tone="error"
      title={t('points.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('points.retry')}
        </Button>
      }
    />
  );
}
