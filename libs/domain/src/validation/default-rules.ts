import type { FieldRule, RegisterField } from '@tessera/contract';
import type { PatternId } from './patterns';

/** Builds a rule whose message key is its pattern's id. */
function rule(
  pattern: PatternId | '*',
  minLength: number,
  maxLength: number,
  on = false,
): FieldRule {
  return {
    enabled: on,
    required: on,
    acceptedPattern: pattern,
    patternId: pattern === '*' ? '' : pattern,
    minLength,
    maxLength,
  };
}

/** Longest verification code accepted (spec §5, §9). */
export const VERIFICATION_CODE_MAX = 255;

/**
 * Rules used when the merchant sends none for a field (architecture "Decisions": username 4-16
 * starting with a letter, password 8-64 with no composition rule). Extras start switched off.
 */
export const DEFAULT_RULES: Readonly<Record<RegisterField, FieldRule>> = {
  username: rule('LETTER_FIRST_ALNUM', 4, 16, true),
  password: rule('LENGTH', 8, 64, true),
  confirmPassword: rule('*', 0, 64, true),
  mobileNum: rule('MOBILE', 6, 15),
  verificationCode: rule('*', 0, VERIFICATION_CODE_MAX),
  payeeName: rule('*', 0, 64),
  email: rule('EMAIL', 0, 254),
  qqNum: rule('DIGITS', 5, 12),
  line: rule('*', 0, 64),
  whatsapp: rule('*', 0, 64),
  facebook: rule('*', 0, 64),
  wechat: rule('*', 0, 64),
  idNumber: rule('ALNUM', 0, 32),
  recommenderId: rule('*', 0, 64),
  affiliateCode: rule('ALNUM', 0, 32),
  paymentPassword: rule('LENGTH', 6, 32),
  captcha: rule('*', 0, 16),
};

/** The merchant's rule for `field` over the default, so a partial server rule still works. */
export function ruleFor(
  field: RegisterField,
  rules: Partial<Record<RegisterField, FieldRule>>,
): FieldRule {
  return { ...DEFAULT_RULES[field], ...rules[field] };
}
