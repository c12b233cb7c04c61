import { randomBytes, randomInt } from 'node:crypto';
import type { NewMerchantRequest } from '@tessera/contract';
import type { Trx } from '../../core/db/database';
import { hashPassword } from './password/passwords';

/** What a new merchant's brand must be told once: the key its site seals calls with. */
export interface AccountSecrets {
  payloadKey: string;
  defaultPassword: string;
}

/** A default downline password agents can read out: letters and digits, 12 characters. */
function readablePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const pick = (chars: string, n: number) =>
    Array.from({ length: n }, () => chars[randomInt(chars.length)]).join('');
  return `${pick(letters.toUpperCase(), 1)}${pick(letters, 5)}${pick('23456789', 6)}`;
}

/**
 * This module's part of a new merchant, inside the caller's transaction: account settings with
 * a fresh payload key (256 random bits) and default downline password, the registration form of
 * its mode (a mobile merchant asks for the number, a username one for nothing more), and no
 * trial money. The secrets are generated unless given, returned once and never logged.
 */
export async function createAccountSettings(
  trx: Trx,
  req: Pick<NewMerchantRequest, 'code' | 'registration' | 'countries'>,
  secrets: AccountSecrets = {
    payloadKey: randomBytes(32).toString('base64url'),
    defaultPassword: readablePassword(),
  },
): Promise<AccountSecrets> {
  const mobile = { enabled: true, required: req.registration === 'mobile' };
  await trx
    .insertInto('merchant_account_settings')
    .values({
      merchant_code: req.code,
      default_password_hash: await hashPassword(secrets.defaultPassword),
      payload_key: secrets.payloadKey,
      ip_verification_method: req.registration === 'mobile' ? 'SMS' : 'EMAIL',
      countries: JSON.stringify(req.countries),
      register_rules: JSON.stringify({
        mobileNum: {
          ...mobile,
          acceptedPattern: 'MOBILE',
          patternId: 'MOBILE',
          minLength: 6,
          maxLength: 15,
        },
      }),
      trial_balance: 0,
    })
    .execute();
  return secrets;
}
