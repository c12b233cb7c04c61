import { Button } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useSessionActions } from '@tessera/site-shared/session';
import { useFreePlay } from '../api/session-mutations';
import { FormError } from './form-error';

/** Signs in as a trial account with a demo balance (spec §6 free play). */
export function FreeTrialButton() {
  const { t } = useTranslation();
  const { signIn } = useSessionActions();
  const start = useFreePlay({ onSuccess: () => signIn('/') });
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={start.isPending}
        onClick={() => start.mutate()}
      >
        {t('login.freeTrial')}
      </Button>
      <FormError error={start.error} />
    </>
  );
}
