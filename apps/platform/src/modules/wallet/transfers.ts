import {
  MAIN_WALLET,
  type WalletMove,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { bookMoves, recallMoves } from './game-wallets';
import { lockWallets, type LockedWallets } from './vendor-wallets';
import { once } from './wallet-requests';
import { insufficientBalance } from './wallet-errors';

/** Who transfers: the member, and the vendors their merchant offers (multi-wallet only). */
export interface Transferrer {
  memberId: number;
  isSingle: boolean;
  vendors: readonly string[];
}

const unknownWallet = (code: string | undefined) =>
  new ApiError(404, 'WALLET_UNKNOWN', `No wallet "${code ?? ''}" to transfer with`);

/** The moves a request asks for, checked against the locked balances. */
function plan(request: WalletTransferRequest, wallets: LockedWallets, offered: Set<string>) {
  const available = wallets.main.balance - wallets.main.held;
  const vendor = (code: string | undefined) => {
    if (code === undefined || !offered.has(code)) throw unknownWallet(code);
    return code;
  };
  if (request.mode === 'allIn') {
    const to = vendor(request.to);
    return available > 0 ? [{ from: MAIN_WALLET, to, amount: available }] : [];
  }
  if (request.mode === 'allOut') return recallMoves(wallets);
  const { from, to, amount } = request;
  if (amount === undefined)
    throw new ApiError(400, 'TRANSFER_AMOUNT_INVALID', 'A transfer of one amount needs amount');
  const fromMain = from === MAIN_WALLET;
  if (fromMain === (to === MAIN_WALLET)) throw unknownWallet(fromMain ? to : from);
  if (fromMain) vendor(to);
  const spendable = fromMain ? available : (wallets.vendors.get(vendor(from)) ?? 0);
  if (amount > spendable) throw insufficientBalance();
  return [{ from: from as string, to: to as string, amount }];
}

/**
 * Moves money between the member's main wallet and vendor wallets in ONE transaction: the
 * main wallet and every vendor wallet it may touch are locked first (main, then vendors by
 * code), the amounts decided from the locked balances, and each move written as two ledger
 * entries (out of one wallet, into the other). Idempotent on the client's requestId. Only
 * `balance − held` of the main wallet may leave it: held money belongs to a withdrawal.
 */
export async function transferBetweenWallets(
  db: Db,
  who: Transferrer,
  request: WalletTransferRequest,
  now: Date,
): Promise<WalletTransferResult> {
  if (who.isSingle) throw new ApiError(409, 'WALLET_SINGLE', 'This merchant has a single wallet');
  const offered = new Set(who.vendors);
  const { requestId, ...content } = request;
  return db.transaction().execute(async (trx) => {
    const all = request.mode === 'allOut';
    const named = [request.from, request.to].filter((c): c is string => !!c && offered.has(c));
    // allOut locks every vendor wallet holding money (vendors switched off since included);
    // an offered vendor's wallet is created only when money first moves in.
    const wallets = await lockWallets(trx, who.memberId, all ? [] : named, all);
    const key = { kind: 'transfer' as const, memberId: who.memberId, requestId, content };
    return once(trx, key, now, async () => {
      const moves: WalletMove[] = plan(request, wallets, offered);
      await bookMoves(trx, who.memberId, moves, `transfer:${who.memberId}:${requestId}`);
      return { requestId, moves };
    });
  });
}
