import { createI18n } from '@tessera/i18n/testing';
import type { ParseKeys } from 'i18next';

/** What a journey needs to know of a brand to walk it in its own language. */
export interface TextsOf {
  /** The site's text for `key` (e.g. `cashier.withdraw`) in the language, as a reader sees it. */
  t: (key: ParseKeys, options?: Record<string, unknown>) => string;
  /** Formats an amount of the brand's money as the site prints it: digits and grouping of the language. */
  amount: (value: number) => string;
  /** Reads an amount printed in the language (Bengali or Arabic-Indic digits, grouping) as a number. */
  readAmount: (text: string) => number;
}

// Bengali (০-৯), Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits to 0-9.
const DIGIT_BLOCKS = [0x09e6, 0x0660, 0x06f0];
const latinDigits = (text: string) =>
  text.replace(/[\u09e6-\u09ef\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const block = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9) ?? 0;
    return String(code - block);
  });

/**
 * The site's own translation tables (`@tessera/i18n`), so a journey in Bengali or Arabic finds
 * the labels a player reads there without copying a string, and fails when a screen shows a key.
 */
export function textsIn(language: string): TextsOf {
  const i18n = createI18n(language);
  const grouping = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    t: (key, options) => {
      const text = i18n.t(key, options ?? {});
      if (text === key) throw new Error(`No text for ${key} in ${language}`);
      return text;
    },
    amount: (value) => grouping.format(value),
    readAmount: (text) => {
      // The decimal separator of the language (Arabic uses ٫), then everything but digits dropped.
      const decimal = grouping.formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
      const [whole = '', fraction = '0'] = text.split(decimal ?? '.');
      return Number(
        `${latinDigits(whole).replace(/\D/g, '')}.${latinDigits(fraction).replace(/\D/g, '')}`,
      );
    },
  };
}
