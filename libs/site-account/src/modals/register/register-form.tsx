import { useSearch } from '@tanstack/react-router';
import type { RegisterSettings } from '@tessera/contract';
import {
  registrationFields,
  trimRegistration,
  validateRegistration,
  type RegisterKind,
  type RegistrationIssues,
} from '@tessera/domain';
import { Button, Checkbox } from '@tessera/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstLoginAtom, useSession, useSessionActions } from '@tessera/site-shared/session';
import { formValues, issueMessage } from '@tessera/site-shared/forms';
import { useRegister } from '../../api/member-mutations';
import styles from '../../components/account-form.module.css';
import { FormError } from '../../components/form-error';
import { MobileCodeFields } from '../../components/mobile-code-fields';
import { RegisterField } from './register-field';

export interface RegisterFormProps {
  settings: RegisterSettings;
  kind: RegisterKind;
}

/** One registration form: the merchant's fields, terms with the age confirmation, submit (spec §5). */
export function RegisterForm({ settings, kind }: RegisterFormProps) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { signIn } = useSessionActions();
  const setFirstLogin = useSetAtom(firstLoginAtom);
  const search = useSearch({ from: '/lobby-frame/register' });
  const fields = registrationFields(settings, kind);
  const [issues, setIssues] = useState<RegistrationIssues>({});
  const [termsError, setTermsError] = useState(false);
  const has = (field: string) => fields.some((entry) => entry.field === field);
  const message = (field: keyof RegistrationIssues) => issueMessage(t, issues[field]);

  const register = useRegister(kind, {
    onSuccess: async (result) => {
      // A new account's sign-in is its first: the first-login action and the F popups (spec §4).
      setFirstLogin(result.firstTimeLogin);
      if (result.firstTimeLogin) client.member.firstLogin().catch(() => undefined);
      await signIn('/');
    },
  });
  const submit = (values: Record<string, string>) => {
    const found = validateRegistration(values, settings, kind);
    setIssues(found);
    setTermsError(values.terms !== 'on');
    // A form that no longer passes drops the last refusal, as a new attempt would.
    if (Object.keys(found).length > 0 || values.terms !== 'on') return register.reset();
    const { countryDialingCode, ...entered } = values;
    // The terms box is ours, not the platform's; untouched optional fields are not sent empty.
    const user = Object.fromEntries(
      Object.entries(entered).filter(([field, value]) => field !== 'terms' && value !== ''),
    );
    register.mutate({
      ...trimRegistration(user),
      ...(user.mobileNum ? { countryDialingCode } : {}),
      referralCode: search.referralCode,
      registerUrl: window.location.href,
      domain: window.location.hostname,
      registerMethod: 'WEB',
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => submit(formValues(event))}>
      {fields.map(({ field, required }) => {
        if (field === 'verificationCode') return null;
        if (field === 'mobileNum')
          return (
            <div key={field} className={styles.form}>
              <MobileCodeFields
                countries={settings.countries}
                send={client.verification.smsForRegister}
                withCode={has('verificationCode')}
                mobileLabel={t('register.mobileNum')}
                mobileError={message('mobileNum')}
                codeError={message('verificationCode')}
              />
              <p className={styles.hint}>{t('register.mobileHint')}</p>
            </div>
          );
        return (
          <RegisterField
            key={field}
            field={field}
            required={required}
            error={message(field)}
            defaultValue={field === 'affiliateCode' ? search.affiliateCode : undefined}
          />
        );
      })}
      <Checkbox
        name="terms"
        label={t('register.terms', { age: settings.minimumAge })}
        error={termsError ? t('validation.terms') : undefined}
      />
      <p className={styles.hint}>{t('register.requiredNote')}</p>
      <FormError error={register.error} />
      <Button type="submit" loading={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
