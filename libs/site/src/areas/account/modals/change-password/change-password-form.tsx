import { validateChangePassword } from '@tessera/domain';
import { Button, PasswordField, useToast } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../../../core/session';
import { useSubmit } from '../../../../core/forms';
import { issueMessage } from '../../../../core/forms';
import styles from '../../components/account-form.module.css';
import { FormError } from '../../components/form-error';
import { NewPasswordFields } from '../../components/new-password-fields';
import { formValues } from '../../../../core/forms';

export interface ChangePasswordFormProps {
  /** Known already (just typed at login): the field is not shown (spec §5 "unless stored"). */
  oldPassword?: string;
  onDone: () => void;
}

/** Old, new and confirmation; on success the login info is reloaded. */
export function ChangePasswordForm({ oldPassword, onDone }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { loadMember } = useSessionActions();
  const toast = useToast();
  const [issues, setIssues] = useState<ReturnType<typeof validateChangePassword>>({});
  const stored = oldPassword !== undefined;

  const { submit, pending, error } = useSubmit(async (values: Record<string, string>) => {
    const found = validateChangePassword(values, { oldPasswordStored: stored });
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    await client.member.changePassword({
      oldPassword: oldPassword ?? values.oldPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmNewPassword: values.confirmNewPassword ?? '',
    });
    await loadMember();
    toast.show({ message: t('account.passwordChanged'), tone: 'success' });
    onDone();
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(formValues(event))}>
      {!stored && (
        <PasswordField
          name="oldPassword"
          label={t('account.oldPassword')}
          autoComplete="current-password"
          error={issueMessage(t, issues.oldPassword)}
        />
      )}
      <NewPasswordFields issues={issues} />
      <FormError error={error} />
      <Button type="submit" loading={pending}>
        {t('account.save')}
      </Button>
    </form>
  );
}
