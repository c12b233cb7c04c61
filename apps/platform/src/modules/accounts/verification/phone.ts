import type { Country } from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';

/** A checked phone number: dialing code without '+', national digits. */
export interface Phone {
  dialingCode: string;
  number: string;
  /** `+8801712345678`: the outbox recipient and the code's target. */
  e164: string;
}

/**
 * Checks a dialing code against the merchant's countries and the number's shape (6-14 digits,
 * one leading 0 dropped): missing → 400 PHONE_MISSING, malformed → 400 PHONE_INVALID.
 */
export function parsePhone(
  countries: readonly Country[],
  dialingCode: string | undefined,
  mobile: string | undefined,
): Phone {
  const code = (dialingCode ?? '').trim().replace(/^\+/, '');
  const raw = (mobile ?? '').replace(/[\s-]/g, '');
  if (!raw) throw new ApiError(400, 'PHONE_MISSING', 'A mobile number is required');
  const number = raw.replace(/^0/, '');
  const known = countries.some((country) => country.countryDialingCode.replace(/^\+/, '') === code);
  if (!known || !/^\d{6,14}$/.test(number))
    throw new ApiError(400, 'PHONE_INVALID', 'Invalid phone number format');
  return { dialingCode: code, number, e164: `+${code}${number}` };
}
