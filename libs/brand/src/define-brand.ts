import { themeProblems } from '@tessera/ui';
import type { BrandConfig } from './brand-config';

/** A brand config that cannot work; lists every problem so one build run shows them all. */
export class BrandConfigError extends Error {
  override readonly name = 'BrandConfigError';

  constructor(readonly problems: string[]) {
    super(`Invalid brand config:\n- ${problems.join('\n- ')}`);
  }
}

const ID = /^[a-z][a-z0-9-]{1,30}$/;
const MERCHANT_CODE = /^[A-Z0-9_]{2,32}$/;
const CURRENCY = /^[A-Z]{3}$/;
// Long enough that a typo or placeholder stands out; no spaces, which would be stripped in transit.
const PAYLOAD_KEY = /^\S{16,128}$/;

/** Checks a brand once, where it is written, and returns it frozen. */
export function defineBrand(config: BrandConfig): Readonly<BrandConfig> {
  const problems = [
    !ID.test(config.id) && `id "${config.id}" must be lowercase letters, digits or dashes`,
    !config.name.trim() && 'name is empty',
    !MERCHANT_CODE.test(config.merchantCode) &&
      `merchantCode "${config.merchantCode}" must be 2-32 capitals, digits or underscores`,
    !PAYLOAD_KEY.test(config.payloadKey) && 'payloadKey must be 16-128 characters without spaces',
    !CURRENCY.test(config.currency) && `currency "${config.currency}" is not an ISO 4217 code`,
    !config.languages.includes(config.defaultLanguage) &&
      `defaultLanguage "${config.defaultLanguage}" is not among languages`,
    !config.licence.en.trim() && 'licence.en is empty',
    !(Number.isInteger(config.minimumAge) && config.minimumAge >= 16 && config.minimumAge <= 25) &&
      `minimumAge ${config.minimumAge} must be a whole number of years from 16 to 25`,
    !config.logo && 'logo is missing',
    ...themeProblems(config.theme),
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) throw new BrandConfigError(problems);
  return Object.freeze({ ...config });
}
