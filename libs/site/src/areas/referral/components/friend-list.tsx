import { useInfiniteQuery } from '@tanstack/react-query';
import type { FriendStatus } from '@tessera/contract';
import { dateTimeFormat } from '@tessera/i18n';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { RetryState } from '@tessera/site-shared/forms/retry-state';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { friendsQuery } from '../api/referral-queries';
import styles from './referral.module.css';

const STATUS_KEY = {
  registered: 'referral.statusRegistered',
  deposited: 'referral.statusDeposited',
  rewarded: 'referral.statusRewarded',
} as const satisfies Record<FriendStatus, string>;

/** The friends who signed up with the member's code: account, date, status, reward. */
export function FriendList({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const friends = useInfiniteQuery(friendsQuery(client));
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const rows = friends.data?.pages.flatMap((page) => page.items) ?? [];

  if (friends.isPending)
    return (
      <div role="status" data-testid="friends-skeleton">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton shape="block" height={120} />
      </div>
    );
  if (friends.isError && !friends.data)
    return <RetryState error={friends.error} onRetry={() => void friends.refetch()} />;
  if (rows.length === 0)
    return <EmptyState title={t('referral.noFriends')} hint={t('referral.noFriendsHint')} />;
  return (
    <>
      <ul className={styles.friends} aria-label={t('referral.friendsTitle')}>
        {rows.map((friend) => (
          <li key={`${friend.account}-${friend.registeredAt}`} className={styles.friend}>
            <span className={styles.account}>{friend.account}</span>
            <span className={styles.muted}>
              {t('referral.registeredOn')}: {date.format(new Date(friend.registeredAt))}
            </span>
            <span className={`${styles.status} ${styles[friend.status]}`}>
              {t(STATUS_KEY[friend.status])}
            </span>
            {friend.reward > 0 && (
              <span>
                {t('referral.reward')}: {money(friend.reward, currency)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {friends.hasNextPage && (
        <Button
          variant="secondary"
          disabled={friends.isFetchingNextPage}
          onClick={() => void friends.fetchNextPage()}
        >
          {t('referral.loadMore')}
        </Button>
      )}
    </>
  );
}
