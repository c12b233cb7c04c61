import type { FieldRule, RegisterField } from '@tessera/contract';
import { validateValue, type ValidationIssue } from '../validation/validate-value';

/** The longest payee name any rule allows: a payee account's holder holds at most this. */
export const PAYEE_NAME_MAX = 64;

/**
 * The rule when the merchant configured none: letters of any script with their combining marks
 * (Arabic, Bengali vowel signs), the joiners some scripts write between letters, spaces and
 * `. ' ’ -`, with at least one letter, 2–60 characters. Its message is `validation.PAYEE_NAME`.
 */
export const DEFAULT_PAYEE_NAME_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: "(?=.*\\p{L})[\\p{L}\\p{M}\\u200C\\u200D .'\\u2019-]+",
  patternId: 'PAYEE_NAME',
  minLength: 2,
  maxLength: 60,
};

/**
 * The rule a payee name is checked with, at sign-up's side door (the withdraw flow) and by the
 * operator: the merchant's own `payeeName` registration rule when it has one (its pattern and
 * lengths), else the default above. Always required, and never longer than a holder name.
 */
export function payeeNameRule(rules: Partial<Record<RegisterField, FieldRule>>): FieldRule {
  const own = rules.payeeName;
  if (!own) return DEFAULT_PAYEE_NAME_RULE;
  const max = own.maxLength > 0 ? Math.min(own.maxLength, PAYEE_NAME_MAX) : PAYEE_NAME_MAX;
  return { ...own, enabled: true, required: true, maxLength: max };
}

/** A name as stored: composed (NFC), outer spaces trimmed, inner runs of spaces made one. */
export const normalizePayeeName = (name: string) =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ');

/** Names compare as stored and without case ("juan  dela cruz " is "Juan Dela Cruz"). */
export const samePayeeName = (a: string, b: string) =>
  normalizePayeeName(a).toLowerCase() === normalizePayeeName(b).toLowerCase();

// Control characters and the line separators are never part of a name, whatever the rule says.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Why `name` cannot be a payee name under `rule`, or null when it can. */
export function payeeNameIssue(name: string, rule: FieldRule): ValidationIssue | null {
  const value = normalizePayeeName(name);
  if (value !== '' && CONTROL.test(value))
    return { key: `validation.${DEFAULT_PAYEE_NAME_RULE.patternId}`, params: boundsOf(rule) };
  return validateValue(value, rule);
}

const boundsOf = (rule: FieldRule) => ({ min: rule.minLength, max: rule.maxLength });
