import type { Popup } from '@tessera/contract';
import { POPUP_PAGE_SIZE, popupClosedKey, popupExecutions } from '@tessera/domain';
import { Button, Modal } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../../core/platform-client/use-platform-client';
import { SafeHtml } from '../../../core/safe-html/safe-html';
import { useLoggedIn } from '../../../core/session';
import { readSessionFlag, writeSessionFlag } from '../utils/session-flags';

/**
 * The announcement popups for this viewer (spec §4): shown on arrival until closed; closing
 * stores a flag for the session, with separate keys for members and anonymous visitors.
 */
export function AnnouncementPopup({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const loggedIn = useLoggedIn();
  const [popups, setPopups] = useState<Popup[] | null>(null);
  const [index, setIndex] = useState(0);
  const closedKey = popupClosedKey({ loggedIn });

  useEffect(() => {
    if (readSessionFlag(closedKey)) return onDone();
    let current = true;
    client.announcements
      .list({
        types: ['PU'],
        execution: popupExecutions({ loggedIn, firstLogin: false }),
        language: i18n.language,
        pageSize: POPUP_PAGE_SIZE,
      })
      .then(
        (list) => current && (list.popup.length > 0 ? setPopups(list.popup) : onDone()),
        // Announcements are a courtesy: if they cannot load, the visit goes on without them.
        () => current && onDone(),
      );
    return () => {
      current = false;
    };
  }, [client, closedKey, loggedIn, i18n.language, onDone]);

  const popup = popups?.[index];
  if (!popups || !popup) return null;
  const close = () => {
    writeSessionFlag(closedKey);
    setPopups(null);
    onDone();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
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
