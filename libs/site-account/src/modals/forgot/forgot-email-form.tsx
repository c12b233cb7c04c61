import { validateForgotByEmail } from '@tessera/domain';
import { Button, TextField } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formValues, issueMessage } from '@tessera/site-shared/forms';
import { useForgotByEmail } from '../../api/member-mutations';
import styles from '../../components/account-form.module.css';
import { FormError } from '../../components/form-error';

/** Reset by e-mail: the reply never says whether the account exists ('in_been_out'). */
export function ForgotEmailForm() {
  const { t } = useTranslation();
  const [issues, setIssues] = useState<ReturnType<typeof validateForgotByEmail>>({});
  const [sent, setSent] = useState(false);

  const send = useForgotByEmail({ onSuccess: () => setSent(true) });
  const submit = (values: Record<string, string>) => {
    const found = validateForgotByEmail(values);
    setIssues(found);
    // A form that no longer passes drops the last refusal, as a new attempt would.
    if (Object.keys(found).length > 0) return send.reset();
    send.mutate({ username: values.username?.trim() ?? '', email: values.email?.trim() ?? '' });
  };

  if (sent) return <p role="status">{t('account.beenOut')}</p>;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => submit(formValues(event))}>
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
      <FormError error={send.error} />
      <Button type="submit" loading={send.isPending}>
        {t('account.sendLink')}
      </Button>
    </form>
  );
}
