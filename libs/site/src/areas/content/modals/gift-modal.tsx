import { useState } from 'react';
import { useLoggedIn } from '@tessera/site-shared/session';
import { readSessionFlag, writeSessionFlag } from '../utils/session-flags';
import { LazyGiftDialog } from '../lazy-screens';

/** Session key of the flag that hides the gift popup once closed (spec §2). */
const GIFT_CLOSED_KEY = 'GIFT_POPUP';

/** The welcome gift for visitors; closing it hides it for the rest of the session. */
export function GiftModal() {
  const loggedIn = useLoggedIn();
  const [open, setOpen] = useState(() => !loggedIn && !readSessionFlag(GIFT_CLOSED_KEY));
  const close = () => {
    writeSessionFlag(GIFT_CLOSED_KEY);
    setOpen(false);
  };
  if (!open) return null;
  return <LazyGiftDialog onClose={close} />;
}
