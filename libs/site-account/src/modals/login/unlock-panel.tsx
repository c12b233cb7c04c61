import { Button, TextField } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from '../../components/account-form.module.css';
import { FormError } from '../../components/form-error';
import type { useLoginFlow } from './use-login-flow';

/**
 * After LOGIN_LOCKED (too many failures on this account from here): the owner asks for a code
 * on the account's mobile or e-mail, then signs in with it and the password. The username is
 * read from the form, as typed.
 */
export function UnlockPanel({ flow }: { flow: ReturnType<typeof useLoginFlow> }) {
  const { t } = useTranslation();
  const { unlock, sendUnlockCode } = flow;
  if (!unlock) return null;
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('login.unlockIntro')}</p>
      <Button
        type="button"
        variant="secondary"
        loading={sendUnlockCode.isPending}
        onClick={(event) => {
          const field = event.currentTarget.form?.elements.namedItem('username');
          const username = field instanceof HTMLInputElement ? field.value.trim() : '';
          if (username) sendUnlockCode.mutate(username);
        }}
      >
        {t('login.unlockSend')}
      </Button>
      <FormError error={sendUnlockCode.error} />
      {unlock.sentMinutes !== null && (
        <TextField
          name="unlockCode"
          label={t('login.unlockCode')}
          hint={t('login.unlockSent', { minutes: unlock.sentMinutes })}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      )}
    </div>
  );
}
