import { Button } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** "Load more" under a keyset list while the platform has a next page. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('points.loadMore')}
    </Button>
  );
}
