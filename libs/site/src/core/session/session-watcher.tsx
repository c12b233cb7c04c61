import { useNavigate } from '@tanstack/react-router';
import { useToast } from '@tessera/ui';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { memberAtom, sessionEndedAtom, tokenAtom } from './session';
import { useSessionActions } from './use-session-actions';

/**
 * Confirms a token found at start-up by loading the member, and reacts when the platform ends
 * the session: the state is already cleared, so tell the player and offer the login popup.
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const store = useStore();
  const { loadMember } = useSessionActions();
  const token = useAtomValue(tokenAtom);
  const ended = useAtomValue(sessionEndedAtom);
  const seen = useRef(ended);

  useEffect(() => {
    // A 401 here reaches onSessionEnded, which clears the state; nothing else to do.
    if (token && !store.get(memberAtom)) loadMember().catch(() => undefined);
  }, [token, store, loadMember]);

  useEffect(() => {
    if (ended === seen.current) return;
    seen.current = ended;
    toast.show({ message: t('errors.SESSION_ENDED'), tone: 'error' });
    void navigate({ to: '/login' });
  }, [ended, toast, t, navigate]);

  return null;
}
