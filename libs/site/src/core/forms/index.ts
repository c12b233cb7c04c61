export { errorKey, errorValues, shownError, type ShownError } from './error-key';
export { useSubmit, type Submission } from './use-submit';
export { issueMessage } from './issue-message';
export { formValues } from './form-values';
