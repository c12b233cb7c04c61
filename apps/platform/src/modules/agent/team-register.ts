import type { RegisterDownlineRequest, RegisteredDownline } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { accountSettings, createMember, findByAccount, hashPassword } from '../accounts';

/** Who registers the downline: the agent, with its merchant's code and currency. */
export interface Registrar {
  agentId: number;
  merchantCode: string;
  currency: string;
}

/**
 * registerCenter: a new member under the agent (its direct upline), with the given password or
 * the merchant's default downline password; with the default, the first sign-in must change it.
 * The team tree gets its rows in the insert's transaction (the trigger `team_path_on_insert`).
 */
export async function registerDownline(
  db: Db,
  { agentId, merchantCode, currency }: Registrar,
  body: RegisterDownlineRequest,
): Promise<RegisteredDownline> {
  const account = body.account.trim().toLowerCase();
  const taken = () => new ApiError(409, 'USERNAME_TAKEN', 'This username is taken');
  if (await findByAccount(db, merchantCode, account)) throw taken();
  const settings = await accountSettings(db, merchantCode);
  const passwordHash = body.password
    ? await hashPassword(body.password)
    : settings.default_password_hash;
  try {
    const member = await createMember(
      db,
      {
        merchant_code: merchantCode,
        account,
        nickname: null,
        type: 0,
        parent_id: agentId,
        referrer_id: null,
        dialing_code: null,
        mobile_num: null,
        email: null,
        payee_name: null,
        profile: '{}',
        password_hash: passwordHash,
      },
      currency,
      null,
    );
    return { id: Number(member.id), account, defaultPassword: !body.password };
  } catch (error) {
    // Two registrations racing for one name: the unique constraint decides.
    const constraint =
      (error as { constraint?: string }).constraint ?? String((error as Error).message);
    if (constraint.includes('member_account_unique')) throw taken();
    throw error;
  }
}
