import { randomUUID } from 'node:crypto';
import { MAIN_WALLET, type WalletMove } from '@tessera/contract';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { moveMoney } from './ledger';
import { lockWallets, type LockedWallets } from './vendor-wallets';

type Trx = Transaction<Database>;

/**
 * Books moves between a member's wallets inside the caller's transaction, which has locked
 * every wallet they touch (`lockWallets`): each move is two ledger entries, out of one wallet
 * and into the other, keyed `<ref>:<index>:out|in` (the ledger's unique key books a ref once).
 */
export async function bookMoves(
  trx: Trx,
  memberId: number,
  moves: readonly WalletMove[],
  ref: string,
): Promise<void> {
  for (const [index, move] of moves.entries()) {
    await moveMoney(trx, memberId, -move.amount, 'TRANSFER_OUT', `${ref}:${index}:out`, {
      wallet: move.from,
    });
    await moveMoney(trx, memberId, move.amount, 'TRANSFER_IN', `${ref}:${index}:in`, {
      wallet: move.to,
    });
  }
}

/** The moves that empty every locked game wallet holding money, but `keep`, into main. */
export function recallMoves(wallets: LockedWallets, keep?: string): WalletMove[] {
  return [...wallets.vendors]
    .filter(([vendor, balance]) => balance > 0 && vendor !== keep)
    .map(([from, amount]) => ({ from, to: MAIN_WALLET, amount }));
}

/**
 * Brings every game wallet's money back to the main wallet, inside the caller's transaction
 * (before a withdrawal needs it). Locks main, then every funded game wallet, so it can run at
 * the same moment as a launch, a transfer or a bet of the same member without deadlock or a
 * stale read. `ref` must be unique per recall (the ledger keys derive from it).
 */
export async function recallGameWallets(
  trx: Trx,
  memberId: number,
  ref: string,
): Promise<WalletMove[]> {
  const wallets = await lockWallets(trx, memberId, [], true);
  const moves = recallMoves(wallets);
  await bookMoves(trx, memberId, moves, ref);
  return moves;
}

/**
 * The automatic transfer of a launch on a multi-wallet merchant: in ONE transaction, every
 * other game wallet's money comes back to main, then all of main's available money (`balance −
 * held`: held money belongs to a withdrawal) goes into the launched vendor's wallet, where the
 * game's rounds book. So the game sees the player's whole balance, and money a previous game
 * kept (a browser that never said it closed) is never left behind in another vendor's wallet.
 * The site recalls it when the game closes; a withdrawal recalls it if it needs it.
 */
export async function fundGameWallet(
  db: Db,
  memberId: number,
  vendor: string,
): Promise<WalletMove[]> {
  return db.transaction().execute(async (trx) => {
    const wallets = await lockWallets(trx, memberId, [vendor], true);
    const back = recallMoves(wallets, vendor);
    const returned = back.reduce((sum, move) => sum + move.amount, 0);
    const available = wallets.main.balance - wallets.main.held + returned;
    const moves =
      available > 0 ? [...back, { from: MAIN_WALLET, to: vendor, amount: available }] : back;
    // A launch is not retried with an id of its own: each one is a fresh set of entries.
    await bookMoves(trx, memberId, moves, `launch:${memberId}:${randomUUID()}`);
    return moves;
  });
}
