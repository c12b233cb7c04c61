import { isAgentType } from '@tessera/domain';
import type { RegisterSettings } from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import { accountFlags, accountSettings } from '../account-settings';
import type { AccountDeps } from '../context';

/** The registration form of a merchant (`GET /wps/system/setting/register`). */
export async function registerSettings(
  deps: AccountDeps,
  merchantCode: string,
): Promise<RegisterSettings> {
  const [settings, flags] = await Promise.all([
    accountSettings(deps.db, merchantCode),
    accountFlags(deps.db, merchantCode),
  ]);
  const { FREEPLAY, ...registerFlags } = flags;
  return {
    flags: registerFlags,
    rules: settings.register_rules,
    countries: settings.countries,
    minimumAge: settings.minimum_age,
    freePlay: FREEPLAY,
  };
}

/** An agent by affiliate code, or a member by referral code; unknown → 400 INVITATION_CODE_INVALID. */
export async function byCode(
  { db }: AccountDeps,
  merchantCode: string,
  column: 'affiliate_code' | 'referral_code',
  code: string,
) {
  const row = await db
    .selectFrom('member')
    .select(['id', 'type'])
    .where('merchant_code', '=', merchantCode)
    .where((eb) => eb(eb.fn('upper', [column]), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
  if (!row || (column === 'affiliate_code' && !isAgentType(row.type)))
    throw new ApiError(400, 'INVITATION_CODE_INVALID', 'Invalid invitation code');
  return row;
}

/** `GET /wps/agent/affiliate`: whether a code names one of the merchant's agents. */
export async function affiliateIsValid(
  deps: AccountDeps,
  merchantCode: string,
  code: string,
): Promise<boolean> {
  try {
    await byCode(deps, merchantCode, 'affiliate_code', code);
    return true;
  } catch {
    return false;
  }
}
