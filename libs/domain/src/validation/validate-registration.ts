import type { RegisterField, RegisterSettings } from '@tessera/contract';
import { registrationFields, SECRET_FIELDS, type RegisterKind } from './registration-fields';
import { validateValue, type ValidationIssue } from './validate-value';

/** Raw form values by field; missing means empty. */
export type RegistrationValues = Partial<Record<RegisterField, string>>;

/** Issues by field; a field with no entry passed. */
export type RegistrationIssues = Partial<Record<RegisterField, ValidationIssue>>;

/** Trims every non-secret field, so the site sends exactly what it checked. */
export function trimRegistration(values: RegistrationValues): RegistrationValues {
  const trimmed: RegistrationValues = {};
  for (const [field, value] of Object.entries(values) as [RegisterField, string | undefined][]) {
    if (value !== undefined) trimmed[field] = SECRET_FIELDS.has(field) ? value : value.trim();
  }
  return trimmed;
}

/**
 * Checks a registration form (spec §5); the site and the platform both call it, so they agree.
 * Fields the form does not show are ignored.
 */
export function validateRegistration(
  values: RegistrationValues,
  settings: RegisterSettings,
  kind: RegisterKind,
): RegistrationIssues {
  const clean = trimRegistration(values);
  const issues: RegistrationIssues = {};
  for (const { field, rule } of registrationFields(settings, kind)) {
    const value = clean[field] ?? '';
    // The confirmation only has to be present and equal; the password's own rule does the rest.
    const issue =
      field === 'confirmPassword'
        ? confirmIssue(value, clean.password ?? '')
        : validateValue(value, rule);
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** Required, then equal to the password (spec §5 "confirmation equal to password"). */
export function confirmIssue(confirmation: string, password: string): ValidationIssue | null {
  if (confirmation.trim() === '') return { key: 'validation.required' };
  return confirmation === password ? null : { key: 'validation.confirmMismatch' };
}
