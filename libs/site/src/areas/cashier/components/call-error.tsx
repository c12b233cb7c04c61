// Shared with the wallet pages: it lives with the other form helpers in core/forms.
export { CallError } from '../../../core/forms/call-error';
