import type { SecurityProfile } from '@tessera/contract';
import { Button, PasswordField, QRCode, TextField } from '@tessera/ui';
import { useState } from 'react';
import { formValues } from '@tessera/site-shared/forms';
import { useDisableTotp, useEnableTotp, useSetUpTotp } from '../api/security-queries';
import { Problem } from './problem';
import styles from './security.module.css';
import { useSecurityTexts } from './use-security-texts';

/**
 * Two-factor sign-in: turn on (a secret as a QR code and as text, confirmed with a code from the
 * app), the recovery codes shown once, and turn off with the password and a code.
 */
export function TwoFactorCard({ profile }: { profile: SecurityProfile }) {
  const { t } = useSecurityTexts();
  const setUp = useSetUpTotp();
  const enable = useEnableTotp();
  const disable = useDisableTotp();
  const [turningOff, setTurningOff] = useState(false);
  const recoveryCodes = enable.data?.recoveryCodes;
  const [codesSaved, setCodesSaved] = useState(false);
  const error = setUp.error ?? enable.error ?? disable.error;

  const body = () => {
    if (recoveryCodes && !codesSaved)
      return (
        <div className={styles.form}>
          <p role="status" className={styles.value}>
            {t('security.twoFactorNowOn')}
          </p>
          <h3 className={styles.value}>{t('security.recoveryTitle')}</h3>
          <p className={styles.muted}>{t('security.recoveryIntro')}</p>
          <ul className={styles.codes} aria-label={t('security.recoveryTitle')}>
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button onClick={() => setCodesSaved(true)}>{t('security.recoveryDone')}</Button>
        </div>
      );
    if (profile.twoFactorEnabled)
      return (
        <>
          <p className={styles.muted}>
            {t('security.recoveryLeft', { count: profile.recoveryCodesLeft })}
          </p>
          {!profile.passwordSet ? (
            // Turning off asks for the login password: one made by mobile sets it first.
            <p className={styles.muted}>{t('security.setPasswordFirst')}</p>
          ) : turningOff ? (
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                const values = formValues(event);
                disable.mutate(
                  { password: values.password ?? '', code: (values.code ?? '').trim() },
                  {
                    onSuccess: () => {
                      // The old set-up's secret is gone: a new one starts from scratch.
                      setTurningOff(false);
                      setUp.reset();
                      enable.reset();
                      setCodesSaved(false);
                    },
                  },
                );
              }}
            >
              <p className={styles.muted}>{t('security.turnOffIntro')}</p>
              <PasswordField
                name="password"
                label={t('security.loginPassword')}
                autoComplete="current-password"
              />
              <TextField
                name="code"
                label={t('security.codeOrRecovery')}
                autoComplete="one-time-code"
              />
              <div className={styles.actions}>
                <Button type="submit" loading={disable.isPending}>
                  {t('security.turnOff')}
                </Button>
                <Button variant="ghost" onClick={() => setTurningOff(false)}>
                  {t('security.cancel')}
                </Button>
              </div>
            </form>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setTurningOff(true)}>
                {t('security.turnOff')}
              </Button>
            </div>
          )}
        </>
      );
    if (setUp.data)
      return (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            const values = formValues(event);
            enable.mutate((values.code ?? '').trim());
          }}
        >
          <p className={styles.muted}>{t('security.scanQr')}</p>
          <div className={styles.qr}>
            <QRCode value={setUp.data.uri} size={176} title={t('security.qrLabel')} />
          </div>
          <div className={styles.rowText}>
            <span className={styles.label}>{t('security.setupKey')}</span>
            <code className={styles.secret} data-testid="totp-secret">
              {setUp.data.secret}
            </code>
          </div>
          <TextField
            name="code"
            label={t('security.appCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={enable.isPending}>
              {t('security.turnOn')}
            </Button>
          </div>
        </form>
      );
    return (
      <div className={styles.actions}>
        <Button loading={setUp.isPending} onClick={() => setUp.mutate()}>
          {t('security.turnOn')}
        </Button>
      </div>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="security-2fa">
      <div className={styles.row}>
        <h2 id="security-2fa" className={styles.cardTitle}>
          {t('security.twoFactorTitle')}
        </h2>
        <span className={profile.twoFactorEnabled ? `${styles.chip} ${styles.good}` : styles.chip}>
          {profile.twoFactorEnabled ? t('security.on') : t('security.off')}
        </span>
      </div>
      <p className={styles.muted}>{t('security.twoFactorIntro')}</p>
      {disable.isSuccess && !profile.twoFactorEnabled && (
        <p role="status" className={styles.muted}>
          {t('security.twoFactorNowOff')}
        </p>
      )}
      {body()}
      <Problem error={error} />
    </section>
  );
}
