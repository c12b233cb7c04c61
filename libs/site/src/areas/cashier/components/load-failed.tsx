// Shared with the wallet pages: it lives with the other form helpers in core/forms.
export { LoadFailed } from '../../../core/forms/load-failed';
