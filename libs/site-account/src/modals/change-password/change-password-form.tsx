import { validateChangePassword } from '@tessera/domain';
import { Button, PasswordField, useToast } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionActions } from '@tessera/site-shared/session';
import { formValues, issueMessage } from '@tessera/site-shared/forms';
import { useChangePassword } from '../../api/member-mutations';
import styles from '../../components/account-form.module.css';
import { FormError } from '../../components/form-error';
import { NewPasswordFields } from '../../components/new-password-fields';

export interface ChangePasswordFormProps {
  /** Known already (just typed at login): the field is not shown (spec §5 "unless stored"). */
  oldPassword?: string;
  onDone: () => void;
}

/** Old, new and confirmation; on success the login info is reloaded. */
export function ChangePasswordForm({ oldPassword, onDone }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const { loadMember } = useSessionActions();
  const toast = useToast();
  const [issues, setIssues] = useState<ReturnType<typeof validateChangePassword>>({});
  const stored = oldPassword !== undefined;

  const change = useChangePassword({
    onSuccess: async () => {
      await loadMember();
      toast.show({ message: t('account.passwordChanged'), tone: 'success' });
      onDone();
    },
  });
  const submit = (values: Record<string, string>) => {
    const found = validateChangePassword(values, { oldPasswordStored: stored });
    setIssues(found);
    // A form that no longer passes drops the last refusal, as a new attempt would.
    if (Object.keys(found).length > 0) return change.reset();
    change.mutate({
      oldPassword: oldPassword ?? values.oldPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmNewPassword: values.confirmNewPassword ?? '',
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => submit(formValues(event))}>
      {!stored && (
        <PasswordField
          name="oldPassword"
          label={t('account.oldPassword')}
          autoComplete="current-password"
          error={issueMessage(t, issues.oldPassword)}
        />
      )}
      <NewPasswordFields issues={issues} />
      <FormError error={change.error} />
      <Button type="submit" loading={change.isPending}>
        {t('account.save')}
      </Button>
    </form>
  );
}
