import type { Captcha, LoginFailure } from '@tessera/contract';
import { IconButton, TextField } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from '../../components/account-form.module.css';

// The two-factor words and refusals, and those of a self-excluded or timed-out player, come with
// the screens that show a login (`withTexts(['loginChallenges', ...])` in lazy-screens.ts).

export interface LoginChallengesProps {
  /** Whether the platform asked for a captcha with the next try. */
  captchaShown: boolean;
  captcha: Captcha | null;
  onRefreshCaptcha: () => void;
  /** The unfamiliar-IP challenge of the last reply, if any. */
  challenge?: LoginFailure['ipVerification'];
  /** The platform asked for the authenticator's code (two-factor sign-in is on). */
  twoFactor?: boolean;
  captchaError?: string;
}

/** The extra fields a login may need: the captcha and the unfamiliar-IP answer (spec §4). */
export function LoginChallenges(props: LoginChallengesProps) {
  const { t } = useTranslation();
  const { challenge } = props;
  const prompt = challenge
    ? challenge.method === 'SMS'
      ? t('login.verifySms', { target: challenge.maskedTarget })
      : challenge.method === 'EMAIL'
        ? t('login.verifyEmail', { target: challenge.maskedTarget })
        : challenge.method === 'GOOGLE'
          ? t('securityLogin.verifyGoogle')
          : t('login.verifyBankName')
    : '';
  return (
    <>
      {props.captchaShown && (
        <div className={styles.row}>
          <TextField
            name="captcha"
            label={t('login.captcha')}
            autoComplete="off"
            error={props.captchaError}
          />
          {props.captcha && (
            <img
              className={styles.captcha}
              src={props.captcha.image}
              alt={t('login.captchaImage')}
            />
          )}
          <IconButton
            label={t('login.refreshCaptcha')}
            icon={<span>↻</span>}
            onClick={props.onRefreshCaptcha}
          />
        </div>
      )}
      {challenge && (
        <TextField
          name="ipAnswer"
          label={t('login.verifyAnswer')}
          hint={prompt}
          autoComplete="off"
        />
      )}
      {props.twoFactor && (
        <TextField
          name="totpCode"
          label={t('securityLogin.totpCode')}
          hint={t('securityLogin.totpHint')}
          autoComplete="one-time-code"
          inputMode="text"
        />
      )}
    </>
  );
}
