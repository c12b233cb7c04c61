import type { Country } from '@tessera/contract';
import { validateResetByMobile } from '@tessera/domain';
import { Button } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '@tessera/site-shared/session';
import { formValues, issueMessage } from '@tessera/site-shared/forms';
import { useResetByMobile } from '../../api/member-mutations';
import styles from '../../components/account-form.module.css';
import { FormError } from '../../components/form-error';
import { NewPasswordFields } from '../../components/new-password-fields';
import { MobileCodeFields } from '../../components/mobile-code-fields';
import { ResetLogInNotice } from '../../components/reset-log-in-notice';

export interface ForgotMobileFormProps {
  countries: readonly Country[];
  onDone: () => void;
}

/**
 * Reset by mobile: code, countdown, new password, then signed in and back to the lobby, or,
 * where the login asks a further step (two-factor on), sent to log in with the new password.
 */
export function ForgotMobileForm({ countries, onDone }: ForgotMobileFormProps) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { signIn } = useSessionActions();
  const [issues, setIssues] = useState<ReturnType<typeof validateResetByMobile>>({});
  // Set, not signed in: whether the login that follows asks for the authenticator.
  const [logInNext, setLogInNext] = useState<boolean | null>(null);

  const reset = useResetByMobile({
    onSuccess: async (result) => {
      if ('signInRequired' in result) {
        setLogInNext(result.twoFactorRequired);
        return;
      }
      onDone();
      await signIn('/');
    },
  });
  const submit = (values: Record<string, string>) => {
    const found = validateResetByMobile(values);
    setIssues(found);
    // A form that no longer passes drops the last refusal, as a new attempt would.
    if (Object.keys(found).length > 0) return reset.reset();
    reset.mutate({
      countryDialingCode: values.countryDialingCode ?? '',
      mobileNum: values.mobileNum?.trim() ?? '',
      verificationCode: values.verificationCode?.trim() ?? '',
      newPassword: values.newPassword ?? '',
    });
  };

  if (logInNext !== null) return <ResetLogInNotice twoFactor={logInNext} onLogIn={onDone} />;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => submit(formValues(event))}>
      <MobileCodeFields
        countries={countries}
        send={client.verification.smsForLogin}
        mobileError={issueMessage(t, issues.mobileNum)}
        codeError={issueMessage(t, issues.verificationCode)}
      />
      <NewPasswordFields issues={issues} confirm={false} />
      <FormError error={reset.error} />
      <Button type="submit" loading={reset.isPending}>
        {t('account.resetSubmit')}
      </Button>
    </form>
  );
}
