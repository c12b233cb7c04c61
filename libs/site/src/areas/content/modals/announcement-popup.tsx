import type { Popup } from '@tessera/contract';
import { POPUP_PAGE_SIZE, popupClosedKey, popupExecutions } from '@tessera/domain';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { firstLoginAtom, useLoggedIn } from '@tessera/site-shared/session';
import { LazyAnnouncementDialog } from '../lazy-screens';
import { readSessionFlag, writeSessionFlag } from '../utils/session-flags';

/**
 * The announcement popups for this viewer (spec §4): shown on arrival until closed; closing
 * stores a flag for the session, with separate keys for members and anonymous visitors.
 */
export function AnnouncementPopup({ onDone }: { onDone: () => void }) {
  const { i18n } = useTranslation();
  const client = usePlatformClient();
  const loggedIn = useLoggedIn();
  const firstLogin = useAtomValue(firstLoginAtom) && loggedIn;
  const [popups, setPopups] = useState<Popup[] | null>(null);
  const closedKey = popupClosedKey({ loggedIn });

  useEffect(() => {
    if (readSessionFlag(closedKey)) return onDone();
    let current = true;
    client.announcements
      .list({
        types: ['PU'],
        execution: popupExecutions({ loggedIn, firstLogin }),
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
  }, [client, closedKey, loggedIn, firstLogin, i18n.language, onDone]);

  if (!popups || popups.length === 0) return null;
  const close = () => {
    writeSessionFlag(closedKey);
    setPopups(null);
    onDone();
  };
  // The dialog's code (and the dialog library) loads only when there is something to show.
  return <LazyAnnouncementDialog popups={popups} onClose={close} />;
}
