export { changeLimit, limitAt, type LimitState } from './deposit-limit-rule';
