import { useNavigate } from '@tanstack/react-router';
import { gatedAction } from '@tessera/domain';
import { useSetAtom } from 'jotai';
import { useCallback, type MouseEvent } from 'react';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { useMember } from '@tessera/site-shared/session';

/**
 * Guards what needs a real account (deposit, withdraw, invite, referral; spec §4): a visitor
 * gets the login popup, a trial account the "real account needed" prompt. Put the result on a
 * link's onClick: the link is followed only when allowed.
 */
export function useGatedAction() {
  const member = useMember();
  const openModal = useSetAtom(siteModalAtom);
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      const verdict = gatedAction({ loggedIn: member !== null, memberType: member?.type ?? null });
      if (verdict === 'allow') return;
      event.preventDefault();
      if (verdict === 'login') void navigate({ to: '/login' });
      else openModal({ kind: 'realAccount' });
    },
    [member, openModal, navigate],
  );
}
