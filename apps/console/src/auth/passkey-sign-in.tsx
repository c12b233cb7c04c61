import { STAFF_SESSION_ROUTES, type StaffSelf } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import { Button } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { useCallOps } from '../core/ops';
import { signWithPasskey } from '../core/passkeys';
import styles from './auth.module.css';

/** "Sign in with a passkey": the platform's challenge, the browser's passkey, a session. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn(self: StaffSelf): void }) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    setFailure(null);
    try {
      const options = await callOps(STAFF_SESSION_ROUTES.passkeySignInOptions);
      const credential = await signWithPasskey(options);
      const signedIn = await callOps(STAFF_SESSION_ROUTES.passkeySignIn, { body: { credential } });
      onSignedIn(signedIn.self);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <div className={styles.passkey}>
      <span className={styles.or}>{t('console.or')}</span>
      {failure instanceof PlatformError ? (
        <FormError error={failure} />
      ) : failure ? (
        <p role="alert" className={shared.formError}>
          {t('console.passkeyCancelled')}
        </p>
      ) : null}
      <Button type="button" variant="secondary" loading={busy} onClick={() => void signIn()}>
        {t('console.signInPasskey')}
      </Button>
    </div>
  );
}
