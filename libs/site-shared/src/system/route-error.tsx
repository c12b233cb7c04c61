import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { PlatformError } from '@tessera/sdk';
import { Button, EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { retryFailedPages } from '../lazy/lazy-page';

/** A page or its data failed to load: say why in the reader's language and offer a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const title = error instanceof PlatformError ? t(`errors.${error.code}`) : t('errors.loadFailed');
  const retry = () => {
    retryFailedPages();
    reset();
    void router.invalidate();
  };
  return (
    <EmptyState
      tone="error"
      level={1}
      title={title}
      action={<Button onClick={retry}>{t('common.retry')}</Button>}
    />
  );
}
