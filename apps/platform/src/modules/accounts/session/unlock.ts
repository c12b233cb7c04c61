import type { SmsCodeSent, UnlockCodeRequest } from '@tessera/contract';
import type { Merchant } from '../../merchants';
import { accountSettings } from '../account-settings';
import { sendCode, type CodeRecipient } from '../verification/codes';
import type { AccountDeps } from '../context';
import { isLocked } from './login-attempts';
import type { Member } from '../account-tables';
import { findByAccount, normalizeAccount } from '../member/members';
import { limitPerWindow } from '../limits/rate-limits';

/** Unlock codes live longer than sign-in codes: an e-mail may take a few minutes. */
const UNLOCK_CODE_MINUTES = 10;

/** Where the owner gets their code: the mobile number, else the e-mail address, else nowhere. */
function ownerRecipient(member: Member, account: string): CodeRecipient | null {
  if (member.mobile_num)
    return {
      target: account,
      channel: 'SMS',
      address: `+${member.dialing_code ?? ''}${member.mobile_num}`,
    };
  if (member.email) return { target: account, channel: 'EMAIL', address: member.email };
  return null;
}

/**
 * Sends the owner of an account that is locked for this IP (LOGIN_LOCKED) a code for their next
 * login's `unlockCode`, by SMS or e-mail, under the usual code limits. The reply is the same
 * whether the account exists, is locked or has anywhere to send to, so it tells a stranger
 * nothing; a stranger who asks only sends the code to the owner.
 */
export async function sendUnlockCode(
  deps: AccountDeps,
  merchant: Merchant,
  body: UnlockCodeRequest,
  ip: string,
): Promise<SmsCodeSent> {
  const now = deps.now();
  const key = `unlock-ip:${merchant.code}:${ip}`;
  await limitPerWindow(deps.db, key, deps.limits.smsPerMinute, 60, now);
  const account = normalizeAccount(body.username);
  const member = account ? await findByAccount(deps.db, merchant.code, account) : undefined;
  const to = member ? ownerRecipient(member, account) : null;
  if (to && (await isLocked(deps.db, merchant.code, account, ip, now))) {
    const settings = await accountSettings(deps.db, merchant.code);
    await sendCode(deps, merchant.code, 'UNLOCK', to, {
      ...settings,
      sms_code_minutes: UNLOCK_CODE_MINUTES,
    });
  }
  return { expiredMinutes: UNLOCK_CODE_MINUTES };
}
