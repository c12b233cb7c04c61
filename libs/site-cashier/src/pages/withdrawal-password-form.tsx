import { validateChangePassword } from '@tessera/domain';
import { Button, PasswordField, useToast } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formValues, issueMessage } from '@tessera/site-shared/forms';
import { useSetWithdrawalPassword } from '../api/withdrawals';
import { CallError } from '../components/call-error';
import styles from '../components/cashier-forms.module.css';

type Issues = ReturnType<typeof validateChangePassword>;

/**
 * Sets the first withdrawal password, typed twice. It follows the login password's rule (the
 * change-password check with no old password); the platform checks the merchant's rule again.
 * Once saved, the overview says a password is set and the page stops showing this form.
 */
export function WithdrawalPasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSetWithdrawalPassword();
  const [issues, setIssues] = useState<Issues>({});

  const submit = (values: Record<string, string>) => {
    const found = validateChangePassword(values, { oldPasswordStored: true });
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { password: values.newPassword ?? '' },
      {
        onSuccess: () => toast.show({ message: t('cashier.passwordSaved'), tone: 'success' }),
      },
    );
  };

  return (
    <section className={styles.form} aria-labelledby="withdrawal-password-title">
      <h2 id="withdrawal-password-title">{t('cashier.setPasswordTitle')}</h2>
      <p className={styles.muted}>{t('cashier.setPasswordHint')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => submit(formValues(event))}>
        <PasswordField
          name="newPassword"
          label={t('cashier.withdrawalPassword')}
          autoComplete="new-password"
          error={issueMessage(t, issues.newPassword)}
        />
        <PasswordField
          name="confirmNewPassword"
          label={t('cashier.confirmWithdrawalPassword')}
          autoComplete="new-password"
          error={issueMessage(t, issues.confirmNewPassword)}
        />
        <CallError error={save.error} />
        <Button type="submit" loading={save.isPending}>
          {t('cashier.savePassword')}
        </Button>
      </form>
    </section>
  );
}
