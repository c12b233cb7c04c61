import { RecordsFailed } from '@tessera/site-shared/report/paged-records';

/** A team call that failed: the platform's reason when it gave one, and a retry. */
export function QueryFailed({ query }: { query: { error: Error | null; refetch: () => unknown } }) {
  if (!query.error) return null;
  return <RecordsFailed error={query.error} onRetry={() => void query.refetch()} />;
}
