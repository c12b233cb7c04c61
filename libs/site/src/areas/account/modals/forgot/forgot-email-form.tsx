import { validateForgotByEmail } from '@tessera/domain';
import { Button, TextField } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../core/session';
import { useSubmit } from '../../../../core/forms';
import { issueMessage } from '../../../../core/forms';
import styles from '../../components/account-form.module.css';
import { FormError } from '../../components/form-error';
import { formValues } from '../../../../core/forms';

/** Reset by e-mail: the reply never says whether the account exists ('in_been_out'). */
export function ForgotEmailForm() {
  const { t } = useTranslation();
  const { client } = useSession();
  const [issues, setIssues] = useState<ReturnType<typeof validateForgotByEmail>>({});
  const [sent, setSent] = useState(false);

  const { submit, pending, error } = useSubmit(async (values: Record<string, string>) => {
    const found = validateForgotByEmail(values);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    await client.member.forgotByEmail({
      username: values.username?.trim() ?? '',
      email: values.email?.trim() ?? '',
    });
    setSent(true);
  });

  if (sent) return <p role="status">{t('account.beenOut')}</p>;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(formValues(event))}>
      <TextField
        name="username"
        label={t('account.username')}
        autoComplete="username"
        error={issueMessage(t, issues.username)}
      />
      <TextField
        name="email"
        type="email"
        label={t('account.email')}
        autoComplete="email"
        error={issueMessage(t, issues.email)}
      />
      <FormError error={error} />
      <Button type="submit" loading={pending}>
        {t('account.sendLink')}
      </Button>
    </form>
  );
}
