import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { isUniqueViolation, lockWallet, type WalletService } from '../wallet';
import { refusalOfWalletError } from './pam-outcomes';
import type { PamCaller } from './pam-sessions';
import { insertPamTxn, replayedPamTxn, type PamTxnRecord } from './pam-txn-store';

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
        // A conflict, or the player's protection refusing bets now.
        if (error instanceof ApiError) throw refusalOfWalletError(error);
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
