export { maskAccount } from './mask-account';
export { charCount, commentTextIssue, feedbackTextIssue, wordCount } from './feedback-text';
