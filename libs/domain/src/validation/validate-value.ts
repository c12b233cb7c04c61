import type { FieldRule } from '@tessera/contract';
import { isPatternId, matchesPattern } from './patterns';

/** A failed check: an i18n key (`validation.*`) and the bounds its message may show. */
export interface ValidationIssue {
  key: string;
  params?: { min?: number; max?: number };
}

/** `acceptedPattern` meaning "any value" (spec §5). */
export const ANY_PATTERN = '*';

/**
 * Checks one value against a server rule (spec §5): required, then length, then pattern.
 * `acceptedPattern` is a PatternId, `*`, or a regex source (anchored here). Never throws.
 */
export function validateValue(value: string, rule: FieldRule): ValidationIssue | null {
  // Whitespace-only counts as empty, so "   " never satisfies a required field.
  if (value.trim() === '') return rule.required ? { key: 'validation.required' } : null;
  const params = boundsOf(rule);
  // Code points, not UTF-16 units: an emoji or a rare Han character counts as one character.
  const length = [...value].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) {
    return { key: 'validation.length', params };
  }
  if (matchesAccepted(rule.acceptedPattern, value)) return null;
  return { key: `validation.${messageId(rule)}`, params };
}

function boundsOf(rule: FieldRule): NonNullable<ValidationIssue['params']> {
  // maxLength 0 means "no limit", so the message gets no max to show.
  return rule.maxLength > 0
    ? { min: rule.minLength, max: rule.maxLength }
    : { min: rule.minLength };
}

function messageId(rule: FieldRule): string {
  if (rule.patternId) return rule.patternId;
  return isPatternId(rule.acceptedPattern) ? rule.acceptedPattern : 'pattern';
}

function matchesAccepted(accepted: string, value: string): boolean {
  if (accepted === ANY_PATTERN || accepted === '') return true;
  if (isPatternId(accepted)) return matchesPattern(accepted, value);
  const regex = compileAnchored(accepted);
  // A broken server regex must not lock every player out: treat it as "any".
  return regex === null || regex.test(value);
}

const compiled = new Map<string, RegExp | null>();

/** Compiles a server regex source as a whole-value match, `u` flag first, plain if that fails. */
function compileAnchored(source: string): RegExp | null {
  const cached = compiled.get(source);
  if (cached !== undefined) return cached;
  let regex: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      regex = new RegExp(`^(?:${source})$`, flags);
      break;
    } catch {
      // Some legacy sources are not valid with the u flag; try again without it.
    }
  }
  compiled.set(source, regex);
  return regex;
}
