import { IconButton, TextField } from '@tessera/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/account-form.module.css';
import { useCaptcha } from '../../hooks/use-captcha';

/** The registration captcha, when the merchant switches it on; refresh throttled to 1 s. */
export function CaptchaField({ label, error }: { label: string; error?: string }) {
  const { t } = useTranslation();
  const { captcha, load, refresh } = useCaptcha();
  useEffect(load, [load]);
  return (
    <div className={styles.row}>
      <TextField name="captcha" label={label} autoComplete="off" error={error} />
      {captcha && (
        <img className={styles.captcha} src={captcha.image} alt={t('login.captchaImage')} />
      )}
      <IconButton label={t('login.refreshCaptcha')} icon={<span>↻</span>} onClick={refresh} />
    </div>
  );
}
