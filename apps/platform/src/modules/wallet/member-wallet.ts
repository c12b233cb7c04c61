import type { WalletBalance } from '@tessera/contract';
import type { Transaction } from 'kysely';
import type { Db, Database, Id } from '../../core/db/database';

/** Money a new wallet starts with (trial demo money, seeded demo money), or none. */
export interface OpeningCredit {
  amount: number;
  /** The ledger entry's kind, e.g. TRIAL_CREDIT. */
  kind: string;
}

/**
 * Opens a new member's wallet inside the caller's transaction; a starting balance is credited by
 * a ledger entry in the same transaction, so the balance always equals the ledger sum.
 */
export async function openWallet(
  trx: Transaction<Database>,
  memberId: Id,
  currency: string,
  opening: OpeningCredit | null,
): Promise<void> {
  const amount = opening?.amount ?? 0;
  await trx
    .insertInto('wallet')
    .values({ member_id: memberId, currency, balance: amount })
    .execute();
  if (opening && amount > 0)
    await trx
      .insertInto('ledger_entry')
      .values({
        member_id: memberId,
        amount,
        kind: opening.kind,
        balance_after: amount,
        idempotency_key: `opening:${memberId}`,
      })
      .execute();
}

const SYMBOLS: Record<string, string> = { BDT: '৳', PHP: '₱', INR: '₹', USD: '$' };

/**
 * The balance as the site shows it: the available balance (money held for a withdrawal
 * excluded, it can no longer be spent), minor units, currency and its symbol.
 */
export function balanceView(wallet: {
  balance: number;
  held: number;
  currency: string;
}): Omit<WalletBalance, 'demo' | 'inGames'> {
  const currency = wallet.currency.trim();
  return {
    balance: wallet.balance - wallet.held,
    currency,
    currencySymbol: SYMBOLS[currency] ?? currency,
  };
}

/** The member's balance as the site shows it (see `balanceView`), read from their wallet. */
export async function memberBalance(
  db: Db,
  memberId: Id,
): Promise<Omit<WalletBalance, 'demo' | 'inGames'>> {
  const wallet = await db
    .selectFrom('wallet')
    .select(['balance', 'held', 'currency'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return balanceView({
    balance: Number(wallet.balance),
    held: Number(wallet.held),
    currency: wallet.currency,
  });
}
