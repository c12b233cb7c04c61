import { useNavigate } from '@tanstack/react-router';
import { useToast } from '@tessera/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionEndedAtom } from './session-ended';

/**
 * Reacts when the platform ends the session: the SDK already dropped the token (so the member's
 * queries are reset), so tell the player and offer the login popup.
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const ended = useAtomValue(sessionEndedAtom);
  const seen = useRef(ended);

  useEffect(() => {
    if (ended === seen.current) return;
    seen.current = ended;
    toast.show({ message: t('errors.SESSION_ENDED'), tone: 'error' });
    void navigate({ to: '/login' });
  }, [ended, toast, t, navigate]);
  return null;
}
