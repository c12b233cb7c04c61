export { errorKey, errorValues, shownError, type ShownError } from './error-key';
export type { FormSteps } from './form-steps';
export { issueMessage } from './issue-message';
export { formValues } from './form-values';
