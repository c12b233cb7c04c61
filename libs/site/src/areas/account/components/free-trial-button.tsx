import { useNavigate } from '@tanstack/react-router';
import { Button } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../../core/session';
import { errorKey } from '../api/platform-errors';
import { FormError } from './form-error';

/** Signs in as a trial account with a demo balance (spec §6 free play). */
export function FreeTrialButton() {
  const { t } = useTranslation();
  const { client } = useSession();
  const { keepToken, loadMember } = useSessionActions();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ParseKeys | null>(null);
  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await client.session.freePlay();
      keepToken(result.token);
      await loadMember();
      await navigate({ to: '/' });
    } catch (failed) {
      setError(errorKey(failed));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" loading={pending} onClick={() => void start()}>
        {t('login.freeTrial')}
      </Button>
      <FormError error={error} />
    </>
  );
}
