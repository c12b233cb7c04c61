import type { FieldRule } from '@tessera/contract';
import { DEFAULT_RULES } from './default-rules';
import { confirmIssue } from './validate-registration';
import { validateValue, type ValidationIssue } from './validate-value';

/** Issues by form field; a field with no entry passed. */
export type FormIssues<F extends string> = Partial<Record<F, ValidationIssue>>;

const REQUIRED_ONLY: FieldRule = { ...DEFAULT_RULES.captcha, required: true, maxLength: 0 };
const CODE: FieldRule = { ...DEFAULT_RULES.verificationCode, required: true };
const MOBILE: FieldRule = { ...DEFAULT_RULES.mobileNum, required: true };

/** Runs each check and keeps the failures. */
function collect<F extends string>(
  checks: Record<F, ValidationIssue | null | undefined>,
): FormIssues<F> {
  const issues: FormIssues<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const issue = checks[field];
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** Values of the login form (username or SMS tab). */
export interface LoginValues {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  mobileNum?: string;
  verificationCode?: string;
  captcha?: string;
}

/**
 * Login (spec §5): username and password required (no format check, so accounts made under older
 * rules can still sign in); SMS needs a valid mobile and a code; captcha when shown.
 */
export function validateLogin(
  values: LoginValues,
  options: { captchaShown: boolean },
): FormIssues<'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha'> {
  const sms = values.type === 'sms';
  const check = (value: string | undefined, rule: FieldRule) => validateValue(value ?? '', rule);
  return collect({
    username: sms ? null : check(values.username?.trim(), REQUIRED_ONLY),
    password: sms ? null : check(values.password, REQUIRED_ONLY),
    mobileNum: sms ? check(values.mobileNum?.trim(), MOBILE) : null,
    verificationCode: sms ? check(values.verificationCode?.trim(), CODE) : null,
    captcha: options.captchaShown ? check(values.captcha?.trim(), REQUIRED_ONLY) : null,
  });
}

/** Values of the change-password form. */
export interface ChangePasswordValues {
  oldPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

/** Change password (spec §5): old required unless stored, new valid, confirmation matches. */
export function validateChangePassword(
  values: ChangePasswordValues,
  options: { oldPasswordStored: boolean; passwordRule?: FieldRule },
): FormIssues<keyof ChangePasswordValues> {
  const rule = { ...(options.passwordRule ?? DEFAULT_RULES.password), required: true };
  return collect({
    oldPassword: options.oldPasswordStored
      ? null
      : validateValue(values.oldPassword ?? '', REQUIRED_ONLY),
    newPassword: validateValue(values.newPassword ?? '', rule),
    confirmNewPassword: confirmIssue(values.confirmNewPassword ?? '', values.newPassword ?? ''),
  });
}

/** Forgot password by e-mail (spec §5): username and e-mail required and valid. */
export function validateForgotByEmail(
  values: { username?: string; email?: string },
  options: { usernameRule?: FieldRule } = {},
): FormIssues<'username' | 'email'> {
  const username = { ...(options.usernameRule ?? DEFAULT_RULES.username), required: true };
  return collect({
    username: validateValue(values.username?.trim() ?? '', username),
    email: validateValue(values.email?.trim() ?? '', { ...DEFAULT_RULES.email, required: true }),
  });
}

/** Reset by mobile (spec §5): valid mobile, code required (max 255), valid new password. */
export function validateResetByMobile(
  values: { mobileNum?: string; verificationCode?: string; newPassword?: string },
  options: { passwordRule?: FieldRule } = {},
): FormIssues<'mobileNum' | 'verificationCode' | 'newPassword'> {
  const rule = { ...(options.passwordRule ?? DEFAULT_RULES.password), required: true };
  return collect({
    mobileNum: validateValue(values.mobileNum?.trim() ?? '', MOBILE),
    verificationCode: validateValue(values.verificationCode?.trim() ?? '', CODE),
    newPassword: validateValue(values.newPassword ?? '', rule),
  });
}
