import type { RegisterField as Field } from '@tessera/contract';
import { PasswordField, TextField } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { AffiliateField } from './affiliate-field';
import { CaptchaField } from './captcha-field';

const SECRET: ReadonlySet<Field> = new Set(['password', 'confirmPassword', 'paymentPassword']);

const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  payeeName: 'name',
};

export interface RegisterFieldProps {
  field: Exclude<Field, 'mobileNum' | 'verificationCode'>;
  required: boolean;
  error?: string;
  defaultValue?: string;
}

/** One registration field, labelled from `register.<field>`; the kit marks required ones with *. */
export function RegisterField({ field, required, error, defaultValue }: RegisterFieldProps) {
  const { t } = useTranslation();
  const label = t(`register.${field}`);
  if (field === 'affiliateCode')
    return <AffiliateField label={label} error={error} defaultValue={defaultValue} />;
  if (field === 'captcha') return <CaptchaField label={label} error={error} />;
  const props = { name: field, label, error, required, autoComplete: AUTOCOMPLETE[field] ?? 'off' };
  return SECRET.has(field) ? (
    <PasswordField {...props} />
  ) : (
    <TextField {...props} type={field === 'email' ? 'email' : 'text'} defaultValue={defaultValue} />
  );
}
