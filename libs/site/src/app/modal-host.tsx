import { useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { Suspense, useCallback, useState } from 'react';
import {
  LazyChangePasswordModal,
  LazyForgotModal,
  LazyLogoutConfirm,
  LazyRealAccountPrompt,
} from '@tessera/site-account';
import {
  LazyFundWalletPrompt,
  LazyGamePopup,
  LazyMaintenanceDialog,
  LazyVendorGamesModal,
} from '@tessera/site-games';
import { AnnouncementPopup, GiftModal, LazyNoticesModal } from '../areas/content';
import { LazyFeedbackModal } from '../areas/feedback';
import { LazyContractModal, LazyContractOfferWatcher } from '@tessera/site-agent';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { useIsAgent, useLoggedIn } from '@tessera/site-shared/session';
import { arrivalTurn } from './arrival-queue';

/** Paths that open a popup of their own; arrival popups wait until the visitor leaves them. */
const POPUP_ROUTES = ['/login', '/register', '/help'];

/** Shows the popup the site asked for, and on arrival the announcements, then the gift. */
export function ModalHost() {
  const [modal, setModal] = useAtom(siteModalAtom);
  // Done per sign-in state: a login (or logout) brings its own arrival popups (A, F or B).
  const loggedIn = useLoggedIn();
  const [doneFor, setDoneFor] = useState<boolean | null>(null);
  const announcementsDone = doneFor === loggedIn;
  const finishAnnouncements = useCallback(() => setDoneFor(loggedIn), [loggedIn]);
  const path = useRouterState({ select: (state) => state.location.pathname });
  const isAgent = useIsAgent();
  // One arrival popup at a time, in queue order; none over a popup the visitor opened.
  const arrival = arrivalTurn({
    siteModalOpen: modal !== null,
    onPopupRoute: POPUP_ROUTES.includes(path),
    announcementsDone,
    loggedIn,
    isAgent,
    path,
  });
  const close = () => setModal(null);

  // A popup whose code is still loading shows nothing for that moment, not the page's spinner.
  return (
    <Suspense fallback={null}>
      {arrival === 'announcements' && <AnnouncementPopup onDone={finishAnnouncements} />}
      {arrival === 'gift' && <GiftModal />}
      {modal?.kind === 'feedback' && <LazyFeedbackModal onClose={close} />}
      {modal?.kind === 'notices' && <LazyNoticesModal onClose={close} />}
      {modal?.kind === 'logout' && <LazyLogoutConfirm onClose={close} />}
      {modal?.kind === 'forgot' && <LazyForgotModal onClose={close} />}
      {modal?.kind === 'changePassword' && (
        <LazyChangePasswordModal
          forced={modal.forced}
          oldPassword={modal.oldPassword}
          onClose={close}
        />
      )}
      {modal?.kind === 'realAccount' && <LazyRealAccountPrompt onClose={close} />}
      {modal?.kind === 'game' && (
        <LazyGamePopup
          url={modal.url}
          title={modal.title}
          recallOnClose={modal.gameWallet !== undefined}
          onClose={close}
        />
      )}
      {modal?.kind === 'vendorGames' && (
        <LazyVendorGamesModal vassalage={modal.vassalage} title={modal.title} onClose={close} />
      )}
      {modal?.kind === 'gameMaintenance' && (
        <LazyMaintenanceDialog title={modal.title} onClose={close} />
      )}
      {modal?.kind === 'fundWallet' && <LazyFundWalletPrompt title={modal.title} onClose={close} />}
      {arrival === 'contractOffer' && <LazyContractOfferWatcher />}
      {modal?.kind === 'contract' && <LazyContractModal onClose={close} />}
    </Suspense>
  );
}
