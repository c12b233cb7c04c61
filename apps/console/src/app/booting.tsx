import { Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** While the console asks whether a session exists. */
export function Booting() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('console.loading')}
      style={{ padding: 24, display: 'grid', gap: 12 }}
    >
      <Skeleton width={240} />
      <Skeleton shape="block" height={160} />
    </div>
  );
}
