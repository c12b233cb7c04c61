import type { FieldRule, RegisterField, RegisterSettings } from '@tessera/contract';
import { ruleFor } from './default-rules';

/** The two registration forms (spec §4): by username, or by mobile number. */
export type RegisterKind = 'username' | 'mobile';

/** One field of the registration form, in display order. */
export interface RegistrationField {
  field: RegisterField;
  required: boolean;
  rule: FieldRule;
}

/** Optional extras (spec §5): shown only if enabled, required only if configured. */
const EXTRAS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const satisfies readonly RegisterField[];

/** Fields never trimmed before checking or sending: a space in a password is deliberate. */
export const SECRET_FIELDS: ReadonlySet<RegisterField> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

/** Which registration forms the merchant offers (USERNAMEREG3, MOBILENUMREG3). */
export function availableRegisterKinds(flags: Record<string, boolean>): RegisterKind[] {
  const kinds: RegisterKind[] = [];
  if (flags['USERNAMEREG3']) kinds.push('username');
  if (flags['MOBILENUMREG3']) kinds.push('mobile');
  return kinds;
}

/** The form opened first: mobile when MOBILENUMREG3 is on (spec §4). */
export function defaultRegisterKind(flags: Record<string, boolean>): RegisterKind {
  return flags['MOBILENUMREG3'] ? 'mobile' : 'username';
}

/**
 * The registration form's fields in display order (spec §5). Reading of the mobile form: no
 * username (the number is the account); passwords only with MOBILENUMPASSREG3; the SMS code
 * when REGMOBVERF3 is on. The username form shows the mobile number only if enabled.
 */
export function registrationFields(
  settings: RegisterSettings,
  kind: RegisterKind,
): RegistrationField[] {
  const { flags, rules } = settings;
  const fields: RegistrationField[] = [];
  const add = (field: RegisterField, required: boolean) =>
    fields.push({ field, required, rule: { ...ruleFor(field, rules), required } });
  const mobileKind = kind === 'mobile';
  const passwords = !mobileKind || Boolean(flags['MOBILENUMPASSREG3']);

  if (!mobileKind) add('username', true);
  if (passwords) {
    add('password', true);
    add('confirmPassword', true);
  }
  const mobile = ruleFor('mobileNum', rules);
  if (mobileKind || mobile.enabled) add('mobileNum', mobileKind || mobile.required);
  if (mobileKind && flags['REGMOBVERF3']) add('verificationCode', true);
  if (ruleFor('paymentPassword', rules).enabled) add('paymentPassword', true);
  for (const field of EXTRAS) {
    const extra = ruleFor(field, rules);
    // The affiliate code is optional even when configured as required (spec §5).
    if (extra.enabled) add(field, field !== 'affiliateCode' && extra.required);
  }
  return fields;
}
