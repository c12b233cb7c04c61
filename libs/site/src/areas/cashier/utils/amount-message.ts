// Shared with the wallet pages: it lives with the other form helpers in core/forms.
export { amountMessage } from '../../../core/forms/amount-message';
