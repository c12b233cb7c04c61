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

// Digits with an optional decimal point, anything else is not a number. Spaces are forgiven, and
// commas only where they group thousands ("1,000.50"): "500,50" (a decimal comma) is refused
// rather than read as 50050.
const DECIMAL = /^(\d+)(?:\.(\d*))?$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

// The zero of each digit set a player's keyboard may type in (Arabic-Indic, extended
// Arabic-Indic, Devanagari, Bengali, Thai, full-width): a Bengali keyboard types "৫০০" for 500.
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10];

/** The text with every digit of those sets written as a Latin digit. */
function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

/**
 * Reads what a player typed as integer minor units of a currency with `digits` decimals,
 * without ever going through a float ("0.29" is 29, not 28.999…), and checks it against the
 * bounds. Order of checks: empty, not a number, negative or zero, too many decimals, min, max.
 */
export function parseAmount(text: string, digits: number, bounds: AmountBounds): ParsedAmount {
  const fail = (problem: AmountProblem): ParsedAmount => ({ ok: false, problem });
  const typed = latinDigits(text).replace(/\s/g, '');
  if (typed === '') return fail({ reason: 'required' });
  const negative = typed.startsWith('-');
  const unsigned = negative ? typed.slice(1) : typed;
  if (unsigned.includes(',') && !GROUPED.test(unsigned)) return fail({ reason: 'notNumber' });
  const match = DECIMAL.exec(unsigned.replaceAll(',', ''));
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
