import type { ValidationIssue } from '@tessera/domain';
import { PasswordField } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { issueMessage } from '@tessera/site-shared/forms';

export interface NewPasswordFieldsProps {
  /** Problems found by the domain validators, per field. */
  issues: { newPassword?: ValidationIssue; confirmNewPassword?: ValidationIssue };
  /** Ask for the password twice. @default true */
  confirm?: boolean;
}

/** The new password (and its confirmation) of every form that sets one. */
export function NewPasswordFields({ issues, confirm = true }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        name="newPassword"
        label={t('account.newPassword')}
        autoComplete="new-password"
        error={issueMessage(t, issues.newPassword)}
      />
      {confirm && (
        <PasswordField
          name="confirmNewPassword"
          label={t('account.confirmPassword')}
          autoComplete="new-password"
          error={issueMessage(t, issues.confirmNewPassword)}
        />
      )}
    </>
  );
}
