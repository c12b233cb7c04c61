// Shared with the wallet pages: it lives with the balance in core/wallet.
export { useMoney } from '../../../core/wallet/use-money';
