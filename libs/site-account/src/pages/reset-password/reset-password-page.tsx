import { Link, useSearch } from '@tanstack/react-router';
import { validateChangePassword } from '@tessera/domain';
import { Button, EmptyState } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionActions } from '@tessera/site-shared/session';
import { formValues } from '@tessera/site-shared/forms';
import { useResetByEmail } from '../../api/member-mutations';
import styles from '../../components/account-form.module.css';
import { FormError } from '../../components/form-error';
import { NewPasswordFields } from '../../components/new-password-fields';
import { ResetLogInNotice } from '../../components/reset-log-in-notice';

/**
 * The page an e-mailed reset link opens: a new password, then signed in and back to the lobby,
 * or sent to log in with it where the login asks a further step (two-factor on).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = useSearch({ strict: false });
  const { signIn } = useSessionActions();
  const [issues, setIssues] = useState<ReturnType<typeof validateChangePassword>>({});
  // Set, not signed in: whether the login that follows asks for the authenticator.
  const [logInNext, setLogInNext] = useState<boolean | null>(null);

  const reset = useResetByEmail({
    onSuccess: async (result) => {
      if ('signInRequired' in result) {
        setLogInNext(result.twoFactorRequired);
        return;
      }
      await signIn('/');
    },
  });
  const submit = (values: Record<string, string>) => {
    // The link proves who it is, so no current password is asked for.
    const found = validateChangePassword(values, { oldPasswordStored: true });
    setIssues(found);
    // A form that no longer passes drops the last refusal, as a new attempt would.
    if (Object.keys(found).length > 0 || !token) return reset.reset();
    reset.mutate({ token, newPassword: values.newPassword ?? '' });
  };

  if (!token) {
    return (
      <EmptyState
        tone="error"
        level={1}
        title={t('errors.CODE_INVALID')}
        action={<Link to="/">{t('common.backHome')}</Link>}
      />
    );
  }

  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title">{t('account.forgotTitle')}</h1>
      {logInNext !== null ? (
        <ResetLogInNotice twoFactor={logInNext} />
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => submit(formValues(event))}>
          <NewPasswordFields issues={issues} />
          <FormError error={reset.error} />
          <Button type="submit" loading={reset.isPending}>
            {t('account.resetSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
