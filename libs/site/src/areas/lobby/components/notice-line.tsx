import type { Notice } from '@tessera/contract';
import { POPUP_PAGE_SIZE } from '@tessera/domain';
import { Marquee, Skeleton } from '@tessera/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../../core/platform-client/use-platform-client';
import { siteModalAtom } from '../../../core/modals/modal-state';

/** The scrolling line of player notices; choosing one opens them all in full. */
export function NoticeLine() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const openModal = useSetAtom(siteModalAtom);
  // null while loading: the line's height is held meanwhile, so the lobby below does not jump.
  const [notices, setNotices] = useState<Notice[] | null>(null);

  useEffect(() => {
    let current = true;
    client.announcements
      .list({ types: ['PL'], execution: ['B'], language: i18n.language, pageSize: POPUP_PAGE_SIZE })
      // No notices line is better than an error line on the lobby.
      .then(
        (list) => current && setNotices(list.player),
        () => current && setNotices([]),
      );
    return () => {
      current = false;
    };
  }, [client, i18n.language]);

  if (notices === null) return <Skeleton shape="block" height={44} />;
  if (notices.length === 0) return null;
  return (
    <Marquee
      label={t('modals.noticeLine')}
      items={notices.map((notice) => ({ id: String(notice.id), text: notice.title }))}
      onItemClick={() => openModal({ kind: 'notices' })}
    />
  );
}
