import type { RegisteredDownline } from '@tessera/contract';
import { Link } from '@tanstack/react-router';
import { Button, PasswordField, TextField } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { useRegisterDownline } from '../../api/team-mutations';
import { AGENT_PAGES } from '../../shell/agent-menu-entries';
import { AgentPageHeading } from '../../shell/agent-page-heading';
import formStyles from '@tessera/site-shared/forms/money-forms.module.css';

const ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;

/**
 * /agentHome/registerCenter: a new member under the agent. Without a password the member gets
 * the merchant's default downline password and must choose a new one at first sign-in.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState<RegisteredDownline | null>(null);
  const [problems, setProblems] = useState<{ account?: string; password?: string }>({});
  const register = useRegisterDownline({ onSuccess: setDone });

  if (done)
    return (
      <>
        <AgentPageHeading title="agent.registerAccount" />
        <section className={formStyles.section} role="status">
          <p className={formStyles.amount}>{t('agent.registered', { account: done.account })}</p>
          {done.defaultPassword && (
            <p className={formStyles.muted}>{t('agent.registeredDefault')}</p>
          )}
          <Button variant="secondary" onClick={() => setDone(null)}>
            {t('agent.registerAnother')}
          </Button>
          <Link to={AGENT_PAGES.teamManagement}>{t('agent.toTeam')}</Link>
        </section>
      </>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const account = String(form.get('account') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found = {
      account: ACCOUNT.test(account) ? undefined : t('agent.accountRequired'),
      password:
        password === '' || (password.length >= 6 && password.length <= 64)
          ? undefined
          : t('agent.passwordShort'),
    };
    setProblems(found);
    if (found.account || found.password) return;
    register.mutate(password ? { account, password } : { account });
  };

  return (
    <>
      <AgentPageHeading title="agent.registerAccount" />
      <section className={formStyles.section}>
        <p className={formStyles.muted}>{t('agent.registerIntro')}</p>
        <form className={formStyles.form} noValidate onSubmit={onSubmit}>
          <TextField
            name="account"
            label={t('agent.account')}
            hint={t('agent.accountHint')}
            autoComplete="off"
            error={problems.account}
          />
          <PasswordField
            name="password"
            label={t('agent.password')}
            hint={t('agent.passwordHint')}
            autoComplete="new-password"
            error={problems.password}
          />
          <CallError error={register.error} />
          <Button type="submit" loading={register.isPending}>
            {t('agent.registerSubmit')}
          </Button>
        </form>
      </section>
    </>
  );
}
