// Shared with the wallet pages: it lives with the other form helpers in core/forms.
export { LoadFailed } from '@tessera/site-shared/forms/load-failed';
