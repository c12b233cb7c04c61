import type { PamErrorCode } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { protectionRefusal, WalletConflict, type WalletCaller } from '../wallet';

/** A PAM refusal the sandbox client did not expect: a fault of its own, answered as a 500. */
export class PamClientFault extends Error {
  constructor(code: string, message: string) {
    super(`PAM call refused with ${code}: ${message}`);
    this.name = 'PamClientFault';
  }
}

/**
 * Why a bet was not allowed, for the game window: PAM says only PAM_ERR_BET_NOT_ALLOWED, so
 * the vendor, being the operator's own, asks the protection rule the bet ran into (the same
 * database function `wallet_debit` consults) for the refusal the page translates:
 * SELF_EXCLUDED or TIMED_OUT with the end, or LOSS_LIMIT_EXCEEDED. With no protection refusal
 * the account is locked by its upline (PAM's other reason): ACCOUNT_LOCKED.
 */
async function betNotAllowed(db: Db, who: WalletCaller, amount: number, at: Date) {
  const { rows } = await sql<{ refusal: string | null }>`select protection_bet_refusal(
    ${who.memberId}, ${who.merchantCode}, ${amount}, ${at}) as refusal`.execute(db);
  const refusal = rows[0]?.refusal;
  if (refusal) return protectionRefusal(refusal);
  return new ApiError(403, 'ACCOUNT_LOCKED', 'This account may not bet now');
}

/**
 * A PAM refusal as the game window's error: the codes the pages translate today
 * (INSUFFICIENT_BALANCE, SESSION_ENDED, the protection refusals, TRANSACTION_CONFLICT for a
 * reused round or transaction), never a raw PAM code. A code the sandbox never provokes
 * (API token, provider, currency, amounts) is its own fault and stays in the log.
 */
export async function gameErrorOf(
  db: Db,
  refusal: { code: PamErrorCode; message: string },
  who: WalletCaller,
  amount: number,
  at: Date,
): Promise<Error> {
  switch (refusal.code) {
    case 'PAM_ERR_CASH_OVERDRAFT':
      return new ApiError(409, 'INSUFFICIENT_BALANCE', 'The bet is above the balance');
    case 'PAM_ERR_SESSION_EXPIRED':
    case 'PAM_ERR_SESSION_NOT_FOUND':
      return new ApiError(401, 'SESSION_ENDED', 'The game session ended, launch the game again');
    case 'PAM_ERR_BET_NOT_ALLOWED':
      return betNotAllowed(db, who, amount, at);
    case 'PAM_ERR_DUPLICATE_TRANS':
      return new WalletConflict(refusal.message, 'duplicate');
    case 'PAM_ERR_TRANS_ALREADY_SETTLED':
      return new WalletConflict(refusal.message, 'settled');
    case 'PAM_ERR_TRANS_ALREADY_CANCELLED':
      return new WalletConflict(refusal.message, 'cancelled');
    case 'PAM_ERR_TRANS_NOT_FOUND':
      return new WalletConflict(refusal.message, 'no-bet');
    default:
      return new PamClientFault(refusal.code, refusal.message);
  }
}
