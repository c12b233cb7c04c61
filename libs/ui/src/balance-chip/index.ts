export { BalanceChip, type BalanceChipProps } from './balance-chip';
export {
  currencySignFirst,
  formatAmount,
  formatMoney,
  minorToDecimal,
  minorUnitDigits,
  withCurrencySign,
} from './format-amount';
export { formatCountdown, formatDateTime } from './format-date-time';
