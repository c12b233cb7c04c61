import type { ValidationIssue } from '@tessera/domain';
import type { TFunction } from 'i18next';

/** The translated text of a validation issue; a patternId with no message reads "check the format". */
export function issueMessage(t: TFunction, issue: ValidationIssue | undefined): string | undefined {
  if (!issue) return undefined;
  // Keys come from server-supplied patternIds, so they cannot be checked at compile time.
  return t(issue.key as 'validation.pattern', {
    ...issue.params,
    defaultValue: t('validation.pattern'),
  });
}
