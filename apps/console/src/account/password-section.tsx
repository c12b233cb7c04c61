import { STAFF_SESSION_ROUTES } from '@tessera/contract';
import { Button, PasswordField } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { useCallOps } from '../core/ops';
import { newPassword, required, type ConsoleMessage } from '../core/validate';
import styles from './account.module.css';

type Fields = { current: string; next: string; repeat: string };
const EMPTY: Fields = { current: '', next: '', repeat: '' };

/** What is wrong with each field before sending, as console message keys. */
function problems(fields: Fields): Partial<Record<keyof Fields, ConsoleMessage>> {
  const next =
    newPassword(fields.next) ?? (fields.next === fields.current ? 'vPasswordSame' : null);
  const repeat =
    required(fields.repeat) ?? (fields.repeat !== fields.next ? 'vPasswordMatch' : null);
  const current = required(fields.current);
  return {
    ...(current ? { current } : {}),
    ...(next ? { next } : {}),
    ...(repeat ? { repeat } : {}),
  };
}

/**
 * The member's own new password: the current one, the new one twice. The platform checks the
 * current one (throttled) and ends the member's other sessions; this one stays.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, ConsoleMessage>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((old) => ({ ...old, [name]: event.target.value })),
    error: errors[name] ? t(`console.${errors[name]}`) : undefined,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems(fields);
    setErrors(found);
    setDone(false);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await callOps(STAFF_SESSION_ROUTES.changePassword, {
        body: { current: fields.current, next: fields.next },
      });
      setFields(EMPTY);
      setDone(true);
    } catch (error) {
      setFailure(error);
    }
    setBusy(false);
  }

  return (
    <section className={styles.section} aria-labelledby="password-title">
      <h2 id="password-title">{t('console.passwordTitle')}</h2>
      <form className={shared.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t('console.currentPassword')}
          autoComplete="current-password"
          required
          {...field('current')}
        />
        <PasswordField
          label={t('console.newPassword')}
          hint={t('console.vPassword')}
          autoComplete="new-password"
          required
          {...field('next')}
        />
        <PasswordField
          label={t('console.repeatPassword')}
          autoComplete="new-password"
          required
          {...field('repeat')}
        />
        <FormError error={failure} />
        {done && <p role="status">{t('console.passwordChanged')}</p>}
        <div className={shared.actions}>
          <Button type="submit" loading={busy}>
            {t('console.changePassword')}
          </Button>
        </div>
      </form>
    </section>
  );
}
