import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { isUniqueViolation, lockWallet, WalletConflict, type WalletService } from '../wallet';
import { PamRefusal } from './pam-reply';
import type { PamCaller } from './pam-sessions';
import { insertPamTxn, replayedPamTxn, type PamTxnRecord } from './pam-txn-store';

/** A wallet conflict of a bet of no cash in the document's codes. */
function refusalOfConflict(error: WalletConflict): PamRefusal {
  switch (error.reason) {
    case 'duplicate':
      return new PamRefusal('PAM_ERR_DUPLICATE_TRANS', error.message);
    case 'cancelled':
      return new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', error.message);
    case 'settled':
      return new PamRefusal('PAM_ERR_TRANS_ALREADY_SETTLED', error.message);
    default:
      return new PamRefusal('PAM_ERR_UNDEFINED', error.message);
  }
}

/**
 * A withdraw of no cash (the document sets no minimum: a free round, a promotion's round
 * bought in with nothing): OK with the balance, recorded like any withdraw, and its round
 * opened with nothing staked, so that its deposit settles it and a cancel closes it. No money
 * moves, so there is no ledger entry (the wallet's `bookZeroBet`). Rare enough to be booked
 * statement by statement; a call that lost a race for its id to another player runs once more.
 */
export async function zeroWithdraw(
  db: Db,
  wallet: WalletService,
  record: PamTxnRecord & { caller: PamCaller },
  roundId: string,
): Promise<void> {
  const run = () =>
    db.transaction().execute(async (trx) => {
      // The wallet first, as every booking locks it: a racing retry of this id waits here.
      await lockWallet(trx, record.memberId);
      if (await replayedPamTxn(trx, record)) return;
      try {
        await wallet.within.zeroBet(trx, record.caller, { txnId: record.txnId, roundId });
      } catch (error) {
        if (error instanceof WalletConflict) throw refusalOfConflict(error);
        // The step's one other refusal: the player's protection refuses bets now.
        if (error instanceof ApiError)
          throw new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', 'The player may not bet now');
        throw error;
      }
      await insertPamTxn(trx, record);
    });
  try {
    await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await run();
  }
}
