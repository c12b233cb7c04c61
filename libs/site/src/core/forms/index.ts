export { errorKey } from './error-key';
export { useSubmit, type Submission } from './use-submit';
