export { BalanceChip, type BalanceChipProps } from './balance-chip';
export { formatAmount, formatMoney, minorToDecimal, minorUnitDigits } from './format-amount';
