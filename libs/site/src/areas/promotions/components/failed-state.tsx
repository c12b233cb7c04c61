import { Button, EmptyState } from '@tessera/ui';
import { usePromotionTexts } from './use-promotion-texts';

/** A list that could not load: said plainly, with a way to ask again. */
export function FailedState({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = usePromotionTexts();
  return (
    <EmptyState
      tone="error"
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
