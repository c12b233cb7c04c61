import { Button, Checkbox } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error';
import { LoginChallenges } from './login-challenges';
import { UnlockPanel } from './unlock-panel';
import type { useLoginFlow } from './use-login-flow';

export interface LoginFormEndProps {
  flow: ReturnType<typeof useLoginFlow>;
  captchaError?: string;
  /** Remember-me: keep the last username or SMS number for a day (never the password). */
  keep: boolean;
  onKeepChange: (keep: boolean) => void;
  /** @default t('login.submit') */
  submitLabel?: string;
  /** Offers the owner's unlock code after LOGIN_LOCKED (username logins). @default false */
  unlockable?: boolean;
}

/** What every login form ends with: challenges, remember-me, the error and the submit button. */
export function LoginFormEnd({
  flow,
  captchaError,
  keep,
  onKeepChange,
  submitLabel,
  unlockable = false,
}: LoginFormEndProps) {
  const { t } = useTranslation();
  return (
    <>
      <LoginChallenges
        captchaShown={flow.captchaShown}
        captcha={flow.captcha.captcha}
        onRefreshCaptcha={flow.captcha.refresh}
        challenge={flow.challenge}
        twoFactor={flow.twoFactor}
        captchaError={captchaError}
      />
      {unlockable && <UnlockPanel flow={flow} />}
      <Checkbox label={t('login.rememberMe')} checked={keep} onCheckedChange={onKeepChange} />
      <FormError error={flow.error} />
      <Button type="submit" loading={flow.pending}>
        {submitLabel ?? t('login.submit')}
      </Button>
    </>
  );
}
