import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCountQuery } from '@tessera/site-shared/badges';
import { errorKey } from '@tessera/site-shared/forms';
import { RetryState } from '@tessera/site-shared/forms/retry-state';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { messagesQuery, useMarkRead } from '../api/messages-queries';
import { MessageItem } from '../components/message-item';
import styles from '../components/messages.module.css';

/**
 * /member/message-v2 (messageV2, "platform information"): the member's messages and the
 * merchant's broadcasts, newest first. Opening an unread message marks it read, and the
 * header's badge drops with it; "Mark all as read" clears them at once.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const list = useInfiniteQuery(messagesQuery(client));
  const unread = useQuery(unreadCountQuery(client));
  const markRead = useMarkRead();
  const [open, setOpen] = useState<number | null>(null);
  const count = unread.data ?? list.data?.pages[0]?.unread ?? 0;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const toggle = (id: number, read: boolean) => {
    setOpen((current) => (current === id ? null : id));
    if (!read) markRead.mutate(id);
  };

  const body = () => {
    if (list.isPending)
      return (
        <div role="status" className={styles.list} data-testid="messages-skeleton">
          <span className="visually-hidden">{t('common.loading')}</span>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} shape="block" height={56} />
          ))}
        </div>
      );
    if (list.isError && !list.data)
      return <RetryState error={list.error} onRetry={() => void list.refetch()} />;
    if (items.length === 0)
      return <EmptyState title={t('messages.empty')} hint={t('messages.emptyHint')} />;
    return (
      <>
        <ul className={styles.list} aria-label={t('member.messageV2')}>
          {items.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              open={open === message.id}
              onToggle={() => toggle(message.id, message.read)}
            />
          ))}
        </ul>
        {list.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.more}
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('messages.loadMore')}
          </Button>
        )}
      </>
    );
  };

  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.messageV2" />
      {items.length > 0 && (
        <div className={styles.toolbar}>
          <p className={styles.count} role="status" data-testid="unread-count">
            {count > 0 ? t('messages.unreadCount', { count }) : t('messages.allRead')}
          </p>
          <Button
            variant="secondary"
            disabled={count === 0 || markRead.isPending}
            onClick={() => markRead.mutate(null)}
          >
            {t('messages.markAllRead')}
          </Button>
        </div>
      )}
      {markRead.error && (
        <p role="alert" className={styles.count}>
          {t(errorKey(markRead.error))}
        </p>
      )}
      {body()}
    </div>
  );
}
