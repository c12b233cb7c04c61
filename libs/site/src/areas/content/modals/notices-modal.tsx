import type { Notice } from '@tessera/contract';
import { POPUP_PAGE_SIZE } from '@tessera/domain';
import { EmptyState, Modal, Spinner } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { SafeHtml } from '@tessera/site-shared/safe-html/safe-html';

/** The player notices in full, opened from the notice line (nine per page, spec §9). */
export function NoticesModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const [notices, setNotices] = useState<Notice[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    client.announcements
      .list({ types: ['PL'], execution: ['B'], language: i18n.language, pageSize: POPUP_PAGE_SIZE })
      .then(
        (list) => setNotices(list.player),
        () => setFailed(true),
      );
  }, [client, i18n.language]);

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('modals.notices')} size="lg">
      {failed && <EmptyState tone="error" title={t('errors.NETWORK')} />}
      {!failed && !notices && <Spinner label={t('common.loading')} />}
      {notices?.map((notice) => (
        <article key={notice.id}>
          <h3>{notice.title}</h3>
          <SafeHtml html={notice.content} />
        </article>
      ))}
    </Modal>
  );
}
