import { Link, useSearch } from '@tanstack/react-router';
import type { SocialTicket } from '@tessera/contract';
import { Button, EmptyState, PasswordField, Spinner, TextField } from '@tessera/ui';
import { useEffect, useRef, useState } from 'react';
import { errorKey, errorValues, formValues } from '@tessera/site-shared/forms';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import styles from '../../components/account-form.module.css';
import { FormError } from '../../components/form-error';
import { LoginChallenges } from '../../modals/login/login-challenges';
import type { SocialCallbackSearch } from '../../search';
import { useSocialTexts } from '../social-texts';
import { useTicketSteps } from './use-ticket-steps';

/**
 * /social/callback: where the provider sends the browser back. The provider's answer goes to the
 * platform once (a reload cannot use it again); then a linked identity signs in, and a new one
 * chooses between a new account and linking an existing one with its password.
 */
export function SocialCallbackPage() {
  const { t } = useSocialTexts();
  const search: SocialCallbackSearch = useSearch({ strict: false });
  const client = usePlatformClient();
  const [ticket, setTicket] = useState<SocialTicket | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const steps = useTicketSteps(ticket);
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit, also under React's development double effects: a state works once.
    if (sent.current) return;
    sent.current = true;
    client.social
      .callback({
        state: search.state ?? '',
        ...(search.code ? { code: search.code } : {}),
        ...(search.error ? { error: search.error } : {}),
      })
      .then(setTicket, setFailed);
  }, [client, search]);

  // A linked identity signs in straight away (`mutate` keeps one identity across renders).
  const { signInStep } = steps;
  const { mutate: sendSignIn } = signInStep;
  useEffect(() => {
    if (ticket?.linked) sendSignIn({ ticket: ticket.ticket });
  }, [ticket, sendSignIn]);

  const back = <Link to="/login">{t('social.startAgain')}</Link>;
  const provider = ticket ? t(`social.${ticket.provider}`) : '';

  const body = () => {
    if (failed)
      return (
        <EmptyState
          tone="error"
          level={2}
          title={t(errorKey(failed), errorValues(failed))}
          action={back}
        />
      );
    if (!ticket) return <Spinner size={24} label={t('social.working')} />;
    if (steps.verifying)
      return (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            const values = formValues(event);
            steps.verify({
              ...(values.ipAnswer ? { ipAnswer: values.ipAnswer } : {}),
              ...(values.totpCode ? { totpCode: values.totpCode.trim() } : {}),
            });
          }}
        >
          <p className={styles.hint}>{t('social.verifyIntro')}</p>
          <LoginChallenges
            captchaShown={false}
            captcha={null}
            onRefreshCaptcha={() => undefined}
            challenge={steps.challenge}
            twoFactor={steps.twoFactor}
          />
          <FormError error={signInStep.error ?? steps.link.error} />
          <Button type="submit" loading={signInStep.isPending}>
            {t('social.continue')}
          </Button>
        </form>
      );
    if (ticket.linked)
      return signInStep.error ? (
        <>
          <FormError error={signInStep.error} />
          {back}
        </>
      ) : (
        <Spinner size={24} label={t('social.working')} />
      );
    return (
      <>
        <p>{t('social.newIntro', { name: ticket.name ?? ticket.email ?? '', provider })}</p>
        <section aria-labelledby="social-create" className={styles.form}>
          <h2 id="social-create">{t('social.createTitle')}</h2>
          <FormError error={steps.register.error} />
          <Button loading={steps.register.isPending} onClick={steps.createAccount}>
            {t('social.createAccount')}
          </Button>
        </section>
        <section aria-labelledby="social-link">
          <h2 id="social-link">{t('social.linkTitle')}</h2>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              const values = formValues(event);
              steps.linkAccount(values.username ?? '', values.password ?? '');
            }}
          >
            <p className={styles.hint}>{t('social.linkIntro')}</p>
            <TextField name="username" label={t('social.username')} autoComplete="username" />
            <PasswordField
              name="password"
              label={t('social.password')}
              autoComplete="current-password"
            />
            <FormError error={steps.link.error} />
            <Button type="submit" variant="secondary" loading={steps.link.isPending}>
              {t('social.linkAccount')}
            </Button>
          </form>
        </section>
      </>
    );
  };

  return (
    <section aria-labelledby="social-title" className={styles.form}>
      <h1 id="social-title">
        {ticket ? t('social.callbackTitle', { provider }) : t('modals.loginTitle')}
      </h1>
      {body()}
    </section>
  );
}
