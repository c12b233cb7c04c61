import type { LoginSite } from '@tessera/contract';
import { validateLogin, type FormIssues } from '@tessera/domain';
import { PasswordField, TextField } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueMessage } from '@tessera/site-shared/forms';
import styles from '../../components/account-form.module.css';
import { formValues } from '@tessera/site-shared/forms';
import { LoginFormEnd } from './login-form-end';
import { forgetRemembered, readRemembered, remember } from './remember-me';
import { useLoginFlow } from './use-login-flow';

type Issues = ReturnType<typeof validateLogin>;

export interface UsernameLoginFormProps {
  site: LoginSite;
  redirect?: string;
  onChangePassword: (oldPassword?: string) => void;
  /** Label of the submit button. @default login.submit */
  submitLabel?: string;
}

/** Username (or phone) and password; remember-me keeps the username only (spec §9, architecture). */
export function UsernameLoginForm({
  site,
  redirect,
  onChangePassword,
  submitLabel,
}: UsernameLoginFormProps) {
  const { t } = useTranslation();
  const flow = useLoginFlow({ site, redirect, onChangePassword });
  const [issues, setIssues] = useState<Issues>({});
  const [saved] = useState(() => readRemembered());
  const [keep, setKeep] = useState(saved.username !== undefined);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const values = formValues(event);
        const found: FormIssues<keyof Issues & string> = validateLogin(
          { type: 'username', ...values },
          { captchaShown: flow.captchaShown },
        );
        setIssues(found);
        if (Object.keys(found).length > 0) return;
        const username = values.username?.trim() ?? '';
        if (keep) remember({ username });
        else forgetRemembered();
        flow.submit(
          { type: 'username', username, password: values.password },
          {
            captcha: values.captcha?.trim(),
            ipAnswer: values.ipAnswer?.trim(),
            unlockCode: values.unlockCode?.trim(),
            totpCode: values.totpCode?.trim(),
          },
        );
      }}
    >
      <TextField
        name="username"
        label={t('login.username')}
        placeholder={t('login.username')}
        autoComplete="username"
        defaultValue={saved.username}
        error={issueMessage(t, issues.username)}
      />
      <PasswordField
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        error={issueMessage(t, issues.password)}
      />
      <LoginFormEnd
        flow={flow}
        captchaError={issueMessage(t, issues.captcha)}
        keep={keep}
        onKeepChange={setKeep}
        submitLabel={submitLabel}
        unlockable
      />
    </form>
  );
}
