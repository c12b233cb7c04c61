export { changeLimit, limitAt, type LimitState } from './deposit-limit-rule';
export {
  DEFAULT_PAYEE_NAME_RULE,
  normalizePayeeName,
  PAYEE_NAME_MAX,
  payeeNameIssue,
  payeeNameRule,
  samePayeeName,
} from './payee-name-rule';
