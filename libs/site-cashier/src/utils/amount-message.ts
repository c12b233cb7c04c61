// Shared with the wallet pages: it lives with the other form helpers in core/forms.
export { amountMessage } from '@tessera/site-shared/forms/amount-message';
