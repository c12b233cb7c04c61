/** Stable ids of the pattern kinds of spec §5; each message key is `validation.<id>`. */
export const PATTERN_IDS = [
  'LENGTH',
  'LETTER_FIRST_ALNUM',
  'CHINESE_DIGITS',
  'EMAIL',
  'ALNUM',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'ALNUM_WITH_UPPER',
  'LETTERS_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCT',
  'DATE_YMD',
  'DATE_MDY',
  'KOREAN',
  'THAI',
  'THAI_ENGLISH_SPACES',
  'UPPER_SPACES',
  'LETTERS_DIGITS_SYMBOLS',
  'STRONG_PASSWORD',
  'MOBILE',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

/** True when `value` names one of the built-in pattern kinds. */
export function isPatternId(value: string): value is PatternId {
  return (PATTERN_IDS as readonly string[]).includes(value);
}

// Chinese punctuation: CJK symbols, full-width punctuation, curly quotes, dashes, ellipsis and the
// middle dot used between the parts of transliterated names.
const CHINESE_PUNCT = '\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65';
const EXTRA_PUNCT = '\\u00B7\\u2014\\u2018\\u2019\\u201C\\u201D\\u2026';

// Every regex is anchored and uses the `u` flag so script classes and code points work.
const REGEXES: Record<Exclude<PatternId, 'DATE_YMD' | 'DATE_MDY'>, RegExp> = {
  LENGTH: /^[\s\S]*$/u,
  LETTER_FIRST_ALNUM: /^[A-Za-z][A-Za-z0-9]*$/u,
  CHINESE_DIGITS: /^[\p{Script=Han}0-9]+$/u,
  EMAIL: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/u,
  ALNUM: /^[A-Za-z0-9]+$/u,
  LETTERS_AND_DIGITS: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u,
  DIGITS: /^[0-9]+$/u,
  ALNUM_WITH_UPPER: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  // Space-allowing kinds still need one real character, so blanks never pass as a name.
  LETTERS_SPACES: /^(?=.*[A-Za-z])[A-Za-z ]+$/u,
  NO_SPACES: /^\S+$/u,
  CHINESE_PUNCT: new RegExp(`^[\\p{Script=Han}${CHINESE_PUNCT}${EXTRA_PUNCT}]+$`, 'u'),
  KOREAN: /^\p{Script=Hangul}+$/u,
  THAI: /^\p{Script=Thai}+$/u,
  THAI_ENGLISH_SPACES: /^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u,
  UPPER_SPACES: /^(?=.*[A-Z])[A-Z ]+$/u,
  // Printable ASCII without spaces: letters, digits and symbols, none of them required.
  LETTERS_DIGITS_SYMBOLS: /^[\x21-\x7E]+$/u,
  STRONG_PASSWORD: /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9])[\x21-\x7E]+$/u,
  MOBILE: /^[0-9]{6,15}$/u,
};

/** True when `value` matches the built-in pattern `id` (length limits are checked elsewhere). */
export function matchesPattern(id: PatternId, value: string): boolean {
  if (id === 'DATE_YMD') return matchesDate(value, /^(\d{4})-(\d{2})-(\d{2})$/u, [1, 2, 3]);
  if (id === 'DATE_MDY') return matchesDate(value, /^(\d{2})-(\d{2})-(\d{4})$/u, [3, 1, 2]);
  return REGEXES[id].test(value);
}

/** Matches the shape, then checks the day exists (no 2023-02-29, no 13th month). */
function matchesDate(value: string, shape: RegExp, order: [number, number, number]): boolean {
  const match = shape.exec(value);
  if (!match) return false;
  const [year, month, day] = order.map((group) => Number(match[group])) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids DST surprises.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
