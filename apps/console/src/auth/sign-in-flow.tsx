import { STAFF_SESSION_ROUTES, type StaffSelf, type StaffSignInStep } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import { Button, PasswordField, QRCode, TextField } from '@tessera/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../core/copy-button';
import { FormError } from '../core/form-error';
import { useCallOps } from '../core/ops';
import { passkeysUsable } from '../core/passkeys';
import { email as checkEmail, recoveryCode, required, sixDigits } from '../core/validate';
import styles from './auth.module.css';
import shared from '../core/console.module.css';
import { LanguageSwitcher } from '../shell/language-switcher';
import { PasskeySignIn } from './passkey-sign-in';

type Step =
  | { step: 'password' }
  | { step: 'enrol'; enrolment: NonNullable<StaffSignInStep['enrolment']> }
  | { step: 'code' }
  | { step: 'recovery'; codes: string[]; self: StaffSelf };

/** The sign-in card: the console's name, the language, and the step. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <div className={styles.top}>
        <span className={styles.brand}>{t('console.appName')}</span>
        <LanguageSwitcher />
      </div>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        <p className={shared.intro}>{intro}</p>
        {children}
      </section>
    </main>
  );
}

/**
 * Staff sign-in: e-mail and password, then the authenticator (enrolled here at the first
 * sign-in, with recovery codes shown once), then the console.
 */
export function SignInFlow({
  onSignedIn,
  sessionEnded = false,
}: {
  onSignedIn(self: StaffSelf): void;
  sessionEnded?: boolean;
}) {
  const [step, setStep] = useState<Step>({ step: 'password' });
  const [expired, setExpired] = useState<unknown>(null);
  const restart = (error: unknown) => {
    setExpired(error);
    setStep({ step: 'password' });
  };
  switch (step.step) {
    case 'password':
      return (
        <PasswordStep
          sessionEnded={sessionEnded && !expired}
          notice={expired}
          onSignedIn={onSignedIn}
          onNext={(next) =>
            setStep(
              next.next === 'enrol' && next.enrolment
                ? { step: 'enrol', enrolment: next.enrolment }
                : { step: 'code' },
            )
          }
        />
      );
    case 'enrol':
      return (
        <EnrolStep
          enrolment={step.enrolment}
          onRestart={restart}
          onSignedIn={(self, codes) =>
            codes ? setStep({ step: 'recovery', codes, self }) : onSignedIn(self)
          }
        />
      );
    case 'code':
      return <CodeStep onRestart={restart} onSignedIn={onSignedIn} />;
    case 'recovery':
      return <RecoveryCodesStep codes={step.codes} onDone={() => onSignedIn(step.self)} />;
  }
}

export function PasswordStep({
  onNext,
  onSignedIn,
  sessionEnded = false,
  notice = null,
  passkeys = passkeysUsable(),
}: {
  onNext(step: StaffSignInStep): void;
  /** Signed in with a passkey instead: the password and code steps are skipped. */
  onSignedIn?(self: StaffSelf): void;
  sessionEnded?: boolean;
  notice?: unknown;
  /** Whether to offer a passkey (a WebAuthn browser, not on an IP address). */
  passkeys?: boolean;
}) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<unknown>(notice);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const emailError = checkEmail(email);
    const passwordError = required(password);
    setErrors({
      ...(emailError ? { email: t(`console.${emailError}`) } : {}),
      ...(passwordError ? { password: t(`console.${passwordError}`) } : {}),
    });
    if (emailError || passwordError) return;
    setBusy(true);
    setFailure(null);
    try {
      onNext(
        await callOps(STAFF_SESSION_ROUTES.signIn, { body: { email: email.trim(), password } }),
      );
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('console.signInTitle')} intro={t('console.signInIntro')}>
      {sessionEnded && (
        <p role="status" className={styles.notice}>
          {t('console.sessionEnded')}
        </p>
      )}
      <form className={shared.form} onSubmit={submit} noValidate>
        <TextField
          label={t('console.email')}
          type="email"
          dir="ltr"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <PasswordField
          label={t('console.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          required
        />
        <FormError error={failure} />
        <Button type="submit" loading={busy}>
          {t('console.signIn')}
        </Button>
      </form>
      {passkeys && onSignedIn && <PasskeySignIn onSignedIn={onSignedIn} />}
    </AuthCard>
  );
}

/** The code form shared by enrolment and sign-in: six digits, or (once enrolled) a recovery code. */
function CodeForm({
  allowRecovery,
  onRestart,
  onSignedIn,
}: {
  allowRecovery: boolean;
  onRestart(error: unknown): void;
  onSignedIn(self: StaffSelf, recoveryCodes: string[] | null): void;
}) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = recovery ? recoveryCode(value) : sixDigits(value);
    setError(problem ? t(`console.${problem}`) : null);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = recovery ? { recoveryCode: value.trim() } : { code: value.trim() };
      const signedIn = await callOps(STAFF_SESSION_ROUTES.code, { body });
      onSignedIn(signedIn.self, signedIn.recoveryCodes);
    } catch (failed) {
      setBusy(false);
      if (failed instanceof PlatformError && failed.code === 'STAFF_SIGN_IN_EXPIRED')
        onRestart(failed);
      else setFailure(failed);
    }
  }

  return (
    <form className={shared.form} onSubmit={submit} noValidate>
      {recovery ? (
        <TextField
          key="recovery"
          dir="ltr"
          label={t('console.recoveryCode')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
          required
        />
      ) : (
        <TextField
          key="code"
          dir="ltr"
          label={t('console.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
          required
        />
      )}
      <FormError error={failure} />
      <Button type="submit" loading={busy}>
        {t('console.verify')}
      </Button>
      <div className={shared.row}>
        {allowRecovery && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setRecovery((on) => !on);
              setValue('');
              setError(null);
            }}
          >
            {recovery ? t('console.useAuthenticator') : t('console.useRecovery')}
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={() => onRestart(null)}>
          {t('console.startAgain')}
        </Button>
      </div>
    </form>
  );
}

export function EnrolStep({
  enrolment,
  onRestart,
  onSignedIn,
}: {
  enrolment: NonNullable<StaffSignInStep['enrolment']>;
  onRestart(error: unknown): void;
  onSignedIn(self: StaffSelf, recoveryCodes: string[] | null): void;
}) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('console.enrolTitle')} intro={t('console.enrolIntro')}>
      <div className={styles.enrol}>
        <div className={styles.qr}>
          <QRCode value={enrolment.uri} size={184} title={t('console.enrolQr')} />
        </div>
        <div className={styles.secret}>
          <span className={shared.muted}>{t('console.enrolSecret')}</span>
          <code className={shared.secret} data-testid="enrol-secret">
            {enrolment.secret}
          </code>
          <CopyButton text={enrolment.secret} />
        </div>
      </div>
      <CodeForm allowRecovery={false} onRestart={onRestart} onSignedIn={onSignedIn} />
    </AuthCard>
  );
}

export function CodeStep({
  onRestart,
  onSignedIn,
}: {
  onRestart(error: unknown): void;
  onSignedIn(self: StaffSelf): void;
}) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('console.codeTitle')} intro={t('console.codeIntro')}>
      <CodeForm allowRecovery onRestart={onRestart} onSignedIn={(self) => onSignedIn(self)} />
    </AuthCard>
  );
}

export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  return (
    <AuthCard title={t('console.recoveryTitle')} intro={t('console.recoveryIntro')}>
      <ol className={styles.codes} aria-label={t('console.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code} className={shared.mono}>
            {code}
          </li>
        ))}
      </ol>
      <div className={shared.row}>
        <CopyButton text={text} label={t('console.copyAll')} />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => {
            const link = document.createElement('a');
            link.href = `data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`;
            link.download = 'tessera-recovery-codes.txt';
            document.body.append(link);
            link.click();
            link.remove();
          }}
        >
          {t('console.download')}
        </Button>
      </div>
      <Button type="button" onClick={onDone}>
        {t('console.recoveryDone')}
      </Button>
    </AuthCard>
  );
}
