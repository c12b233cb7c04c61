export { DEFAULT_RULES, ruleFor, VERIFICATION_CODE_MAX } from './default-rules';
export { isPatternId, matchesPattern, PATTERN_IDS, type PatternId } from './patterns';
export {
  availableRegisterKinds,
  defaultRegisterKind,
  registrationFields,
  SECRET_FIELDS,
  type RegisterKind,
  type RegistrationField,
} from './registration-fields';
export {
  validateChangePassword,
  validateForgotByEmail,
  validateLogin,
  validateResetByMobile,
  type ChangePasswordValues,
  type FormIssues,
  type LoginValues,
} from './validate-forms';
export {
  confirmIssue,
  trimRegistration,
  validateRegistration,
  type RegistrationIssues,
  type RegistrationValues,
} from './validate-registration';
export { ANY_PATTERN, validateValue, type ValidationIssue } from './validate-value';
