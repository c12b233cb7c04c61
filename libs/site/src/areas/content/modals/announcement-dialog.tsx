import type { Popup } from '@tessera/contract';
import { Button, Modal } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@tessera/site-shared/safe-html/safe-html';

/** The announcements one after another, with previous and next when there are several. */
export function AnnouncementDialog({ popups, onClose }: { popups: Popup[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const popup = popups[index];
  if (!popup) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={popup.title}
      description={
        popups.length > 1
          ? t('modals.pageOf', { page: index + 1, pages: popups.length })
          : undefined
      }
      footer={
        popups.length > 1 && (
          <>
            <Button
              variant="secondary"
              aria-label={t('modals.previous')}
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
            >
              ‹
            </Button>
            <Button
              variant="secondary"
              aria-label={t('modals.next')}
              disabled={index === popups.length - 1}
              onClick={() => setIndex(index + 1)}
            >
              ›
            </Button>
          </>
        )
      }
    >
      <SafeHtml html={popup.content} />
    </Modal>
  );
}
