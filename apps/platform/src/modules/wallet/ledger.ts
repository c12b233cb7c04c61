import { sql, type Transaction } from 'kysely';
import { MAIN_WALLET } from '@tessera/contract';
import type { Database } from '../../core/db/database';

type Trx = Transaction<Database>;

/**
 * Locks the member's wallet row until the transaction ends, so every booking of one member
 * runs one at a time and reads a balance nobody else is changing. `held` is the part promised
 * to withdrawals: only `balance - held` may be spent.
 */
export async function lockWallet(
  trx: Trx,
  memberId: number,
): Promise<{ balance: number; held: number }> {
  const row = await trx
    .selectFrom('wallet')
    .select(['balance', 'held'])
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new Error(`Member ${memberId} has no wallet`);
  return { balance: Number(row.balance), held: Number(row.held) };
}

/** What a booking left behind: the new balance and the ledger entry that explains it. */
export interface Moved {
  balance: number;
  ledgerEntryId: number;
}

/** Ledger kinds of money moved by `moveMoney` (holds have their own, in holds.ts). */
export type MoveKind =
  | 'BET'
  | 'WIN'
  | 'REFUND'
  | 'DEPOSIT'
  | 'TRANSFER_OUT'
  | 'TRANSFER_IN'
  | 'UPLINE_OUT'
  | 'UPLINE_IN'
  | 'DOWNLINE_OUT'
  | 'DOWNLINE_IN'
  | 'ADJUSTMENT'
  | 'WITHDRAW_REFUND'
  | 'BONUS'
  | RewardKind
  | SettlementKind;

/** Ledger kinds of rebates, points converted to money and VIP bonuses (issue 12). */
export type RewardKind = 'REBATE' | 'POINTS_CONVERT' | 'VIP_BONUS';

/** Ledger kinds of agent contract settlements (issue 11). */
export type SettlementKind = 'DIVIDEND' | 'DAILY_SALARY' | 'HOUR_SALARY' | 'REALTIME_SALARY';

/** Which wallet a booking moves (`MAIN` or a vendor code) and, for adjustments, why. */
export interface MoveTarget {
  wallet?: string;
  note?: string;
}

/** The balance update of one wallet (the main row, or the member's row at one vendor). */
function updateBalance(trx: Trx, memberId: number, delta: number, wallet: string) {
  const balance = sql<number>`balance + ${delta}`;
  return wallet === MAIN_WALLET
    ? trx
        .updateTable('wallet')
        .set({ balance })
        .where('member_id', '=', memberId)
        .returning('balance')
    : trx
        .updateTable('vendor_wallet')
        .set({ balance })
        .where('member_id', '=', memberId)
        .where('vendor', '=', wallet)
        .returning('balance');
}

/**
 * Changes the balance of one wallet by `delta` minor units and writes the matching ledger entry
 * (naming the wallet, with that wallet's balance after), in one statement of the caller's
 * transaction: the balance only ever moves together with its entry. `key` is the entry's
 * idempotency key, a second guard against booking one request twice.
 */
export async function moveMoney(
  trx: Trx,
  memberId: number,
  delta: number,
  kind: MoveKind,
  key: string,
  { wallet = MAIN_WALLET, note }: MoveTarget = {},
): Promise<Moved> {
  const row = await trx
    .with('moved', () => updateBalance(trx, memberId, delta, wallet))
    .insertInto('ledger_entry')
    .values((eb) => ({
      member_id: memberId,
      amount: delta,
      kind,
      idempotency_key: key,
      balance_after: eb.selectFrom('moved').select('balance'),
      wallet_code: wallet,
      note: note ?? null,
    }))
    .returning((eb) => ['id', eb.selectFrom('moved').select('balance').as('balance')])
    .executeTakeFirstOrThrow();
  return { balance: Number(row.balance), ledgerEntryId: Number(row.id) };
}

/**
 * Credits an approved deposit inside the caller's transaction (the one that approves it), so
 * the deposit's status and the money never disagree. The key (`deposit:<id>`) is unique in the
 * ledger: a second credit of one deposit fails instead of paying twice.
 */
export async function creditDeposit(
  trx: Trx,
  memberId: number,
  amount: number,
  key: string,
): Promise<Moved> {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`A deposit credit must be a positive integer, got ${amount}`);
  return moveMoney(trx, memberId, amount, 'DEPOSIT', key);
}

/**
 * Puts an upheld dispute's refund back in the member's main wallet inside the caller's
 * transaction (the one that settles the dispute), with the operator's note on the entry. The key
 * (`withdrawal:<id>:refund`) is unique in the ledger: a dispute is refunded once.
 */
export async function refundWithdrawal(
  trx: Trx,
  memberId: number,
  amount: number,
  key: string,
  note: string,
): Promise<Moved> {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`A refund must be a positive integer, got ${amount}`);
  return moveMoney(trx, memberId, amount, 'WITHDRAW_REFUND', key, { note });
}

/**
 * Credits a dividend or salary settlement inside the caller's transaction (the one that inserts
 * the settlement row), so the row and the money never disagree. The key (`settlement:<id>`) is
 * unique in the ledger: a settlement is paid once.
 */
export async function creditSettlement(
  trx: Trx,
  memberId: number,
  amount: number,
  kind: SettlementKind,
  key: string,
): Promise<Moved> {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`A settlement credit must be a positive integer, got ${amount}`);
  // The balance update locks the wallet row; a credit needs no balance read first.
  return moveMoney(trx, memberId, amount, kind, key);
}
