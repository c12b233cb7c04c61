import { useQuery } from '@tanstack/react-query';
import { Marquee, Skeleton } from '@tessera/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { playerNotices } from '@tessera/site-shared/banners';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';

/**
 * The scrolling line of player notices; choosing one opens them all in full. The notices come
 * with the banners, usually already answered to the brand's index.html by the first render.
 */
export function NoticeLine() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const openModal = useSetAtom(siteModalAtom);
  const notices = useQuery(playerNotices(client, i18n.language));

  // The line's height is held while loading, so the lobby below does not jump when it comes.
  if (notices.isPending) return <Skeleton shape="block" height={44} />;
  // No notices line is better than an error line on the lobby.
  if (notices.isError || notices.data.length === 0) return null;
  return (
    <Marquee
      label={t('modals.noticeLine')}
      items={notices.data.map((notice) => ({ id: String(notice.id), text: notice.title }))}
      onItemClick={() => openModal({ kind: 'notices' })}
    />
  );
}
