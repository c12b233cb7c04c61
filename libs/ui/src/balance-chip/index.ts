export { BalanceChip, type BalanceChipProps } from './balance-chip';
export { formatAmount, minorToDecimal, minorUnitDigits } from './format-amount';
