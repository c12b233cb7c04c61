import type { SecurityProfile } from '@tessera/contract';
import { Button, PasswordField, TextField } from '@tessera/ui';
import { useState } from 'react';
import { formValues } from '@tessera/site-shared/forms';
import { usePasswordCode, useSetPassword } from '../api/security-queries';
import { Problem } from './problem';
import styles from './security.module.css';
import { useSecurityTexts } from './use-security-texts';

/**
 * The first login password of an account made without one (by mobile, or by social sign-in).
 * With a mobile on the account the platform wants the code it sends there too: a session alone
 * must not become a password (and so a way to turn two-factor off).
 */
export function FirstPasswordForm({ profile }: { profile: SecurityProfile }) {
  const { t } = useSecurityTexts();
  const sendCode = usePasswordCode();
  const setPassword = useSetPassword();
  const [mismatch, setMismatch] = useState(false);
  const byMobile = profile.mobile !== null;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const values = formValues(event);
        const same = values.newPassword === values.confirmNewPassword;
        setMismatch(!same);
        if (same)
          setPassword.mutate({
            newPassword: values.newPassword ?? '',
            confirmNewPassword: values.confirmNewPassword ?? '',
            ...(byMobile ? { code: (values.code ?? '').trim() } : {}),
          });
      }}
    >
      <p className={styles.muted}>
        {byMobile
          ? t('security.passwordMobileIntro', { mobile: profile.mobile })
          : t('security.passwordIntro')}
      </p>
      {byMobile && (
        <>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              loading={sendCode.isPending}
              onClick={() => sendCode.mutate()}
            >
              {t('security.sendCode')}
            </Button>
          </div>
          {sendCode.data && (
            <p role="status" className={styles.muted}>
              {t('security.codeSent', { minutes: sendCode.data.expiredMinutes })}
            </p>
          )}
          <Problem error={sendCode.error} />
          <TextField
            name="code"
            label={t('security.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </>
      )}
      <PasswordField
        name="newPassword"
        label={t('social.newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmNewPassword"
        label={t('social.confirmPassword')}
        autoComplete="new-password"
        {...(mismatch ? { error: t('social.mismatch') } : {})}
      />
      <Problem error={setPassword.error} />
      <div className={styles.actions}>
        <Button type="submit" loading={setPassword.isPending}>
          {t('social.setPassword')}
        </Button>
      </div>
    </form>
  );
}
