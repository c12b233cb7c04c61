import type { Country } from '@tessera/contract';
import { validateResetByMobile } from '@tessera/domain';
import { Button } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../../../core/session';
import { useSubmit } from '../../../../core/forms';
import { issueMessage } from '../../../../core/forms';
import styles from '../../components/account-form.module.css';
import { FormError } from '../../components/form-error';
import { NewPasswordFields } from '../../components/new-password-fields';
import { formValues } from '../../../../core/forms';
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

  const { submit, pending, error } = useSubmit(async (values: Record<string, string>) => {
    const found = validateResetByMobile(values);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    const result = await client.member.resetByMobile({
      countryDialingCode: values.countryDialingCode ?? '',
      mobileNum: values.mobileNum?.trim() ?? '',
      verificationCode: values.verificationCode?.trim() ?? '',
      newPassword: values.newPassword ?? '',
    });
    if ('signInRequired' in result) {
      setLogInNext(result.twoFactorRequired);
      return;
    }
    onDone();
    await signIn('/');
  });

  if (logInNext !== null) return <ResetLogInNotice twoFactor={logInNext} onLogIn={onDone} />;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(formValues(event))}>
      <MobileCodeFields
        countries={countries}
        send={client.verification.smsForLogin}
        mobileError={issueMessage(t, issues.mobileNum)}
        codeError={issueMessage(t, issues.verificationCode)}
      />
      <NewPasswordFields issues={issues} confirm={false} />
      <FormError error={error} />
      <Button type="submit" loading={pending}>
        {t('account.resetSubmit')}
      </Button>
    </form>
  );
}
