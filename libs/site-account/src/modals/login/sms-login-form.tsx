import { validateLogin } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@tessera/site-shared/session';
import { issueMessage } from '@tessera/site-shared/forms';
import styles from '../../components/account-form.module.css';
import { formValues } from '@tessera/site-shared/forms';
import { MobileCodeFields } from '../../components/mobile-code-fields';
import { useRegisterSettings } from '../../hooks/use-register-settings';
import { LoginFormEnd } from './login-form-end';
import { forgetRemembered, readRemembered, remember } from './remember-me';
import { useLoginFlow } from './use-login-flow';

/** Login by mobile number and SMS code; remember-me keeps the country and number. */
export function SmsLoginForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const settings = useRegisterSettings();
  // An SMS login proves identity without the password, so it never forces a change (spec §4).
  const flow = useLoginFlow({ site: 'member', redirect, onChangePassword: () => undefined });
  const [issues, setIssues] = useState<ReturnType<typeof validateLogin>>({});
  const [saved] = useState(() => readRemembered());
  const [keep, setKeep] = useState(saved.mobileNum !== undefined);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const values = formValues(event);
        const found = validateLogin(
          { type: 'sms', ...values },
          { captchaShown: flow.captchaShown },
        );
        setIssues(found);
        if (Object.keys(found).length > 0) return;
        const target = {
          countryDialingCode: values.countryDialingCode ?? '',
          mobileNum: values.mobileNum?.trim() ?? '',
        };
        if (keep) remember(target);
        else forgetRemembered();
        flow.submit(
          { type: 'sms', ...target, verificationCode: values.verificationCode?.trim() },
          {
            captcha: values.captcha?.trim(),
            ipAnswer: values.ipAnswer?.trim(),
            totpCode: values.totpCode?.trim(),
          },
        );
      }}
    >
      <MobileCodeFields
        countries={settings?.countries ?? []}
        send={client.verification.smsForLogin}
        defaultCountry={saved.countryDialingCode}
        defaultMobile={saved.mobileNum}
        mobileError={issueMessage(t, issues.mobileNum)}
        codeError={issueMessage(t, issues.verificationCode)}
      />
      <LoginFormEnd
        flow={flow}
        captchaError={issueMessage(t, issues.captcha)}
        keep={keep}
        onKeepChange={setKeep}
      />
    </form>
  );
}
