/** Why a typed amount cannot be sent; the site shows `cashier.amount<Reason>`. */
export type AmountProblem =
  | { reason: 'required' }
  | { reason: 'notNumber' }
  | { reason: 'negative' }
  | { reason: 'decimals'; digits: number }
  | { reason: 'belowMin'; min: number }
  | { reason: 'aboveMax'; max: number };

/** A typed amount in integer minor units, or why it cannot be sent. */
export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/** Bounds of an amount, in integer minor units (inclusive). */
export interface AmountBounds {
  min: number;
  max: number;
}

// Digits with an optional decimal point; grouping commas and spaces are forgiven (players type
// "1,000"), anything else is not a number. Latin digits only: the input asks for them.
const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * Reads what a player typed as integer minor units of a currency with `digits` decimals,
 * without ever going through a float ("0.29" is 29, not 28.999…), and checks it against the
 * bounds. Order of checks: empty, not a number, negative or zero, too many decimals, min, max.
 */
export function parseAmount(text: string, digits: number, bounds: AmountBounds): ParsedAmount {
  const fail = (problem: AmountProblem): ParsedAmount => ({ ok: false, problem });
  const typed = text.trim().replace(/[,\s]/g, '');
  if (typed === '') return fail({ reason: 'required' });
  const negative = typed.startsWith('-');
  const match = DECIMAL.exec(negative ? typed.slice(1) : typed);
  if (!match) return fail({ reason: 'notNumber' });
  const [, whole = '', fraction = ''] = match;
  const kept = fraction.replace(/0+$/, '');
  if (kept.length > digits) return fail({ reason: 'decimals', digits });
  // Too long to be a safe integer: certainly above any method's max.
  if (whole.replace(/^0+/, '').length > 15) return fail({ reason: 'aboveMax', max: bounds.max });
  const minor = Number(whole) * 10 ** digits + Number(kept.padEnd(digits, '0') || '0');
  if (negative || minor === 0) return fail({ reason: 'negative' });
  if (minor < bounds.min) return fail({ reason: 'belowMin', min: bounds.min });
  if (minor > bounds.max) return fail({ reason: 'aboveMax', max: bounds.max });
  return { ok: true, minor };
}

/**
 * Round amounts to offer as one-tap choices within the bounds: the min, then 1-2-5 steps of the
 * major unit up to the max, at most `count` of them.
 */
export function quickAmounts(digits: number, bounds: AmountBounds, count = 5): number[] {
  const unit = 10 ** digits;
  const picks = new Set<number>([bounds.min]);
  for (let step = unit; step <= bounds.max && picks.size < count; step *= 10) {
    for (const factor of [1, 2, 5]) {
      const value = step * factor;
      if (value > bounds.min && value <= bounds.max && picks.size < count) picks.add(value);
    }
  }
  return [...picks].sort((a, b) => a - b);
}
