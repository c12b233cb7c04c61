import { Button } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../../core/session';
import { useSubmit } from '../../../core/forms';
import { FormError } from './form-error';

/** Signs in as a trial account with a demo balance (spec §6 free play). */
export function FreeTrialButton() {
  const { t } = useTranslation();
  const { client } = useSession();
  const { signIn } = useSessionActions();
  const {
    submit: start,
    pending,
    error,
  } = useSubmit(async () => {
    await client.session.freePlay();
    await signIn('/');
  });
  return (
    <>
      <Button variant="secondary" size="sm" loading={pending} onClick={() => void start()}>
        {t('login.freeTrial')}
      </Button>
      <FormError error={error} />
    </>
  );
}
