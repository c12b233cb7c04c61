import { MAIN_WALLET } from '@tessera/contract';
import type { Transaction } from 'kysely';
import type { Db, Database } from '../../core/db/database';
import { merchantRows } from '../merchants';
import { lockWallet } from './ledger';

type Trx = Transaction<Database>;

/** A member's wallets, locked: the main one (balance, held) and each vendor's balance. */
export interface LockedWallets {
  main: { balance: number; held: number };
  vendors: Map<string, number>;
}

/**
 * Locks the member's main wallet, then their wallets at `vendors` (created at 0 when missing)
 * and, with `withFunded`, every other vendor wallet of theirs that holds money,
 * always in that order: main first, then vendors by code. Every booking that touches a vendor
 * wallet goes through here, so two bookings of one member never wait on each other in
 * opposite orders (no deadlock) and none reads a balance another is about to change.
 */
export async function lockWallets(
  trx: Trx,
  memberId: number,
  vendors: readonly string[],
  withFunded = false,
): Promise<LockedWallets> {
  const main = await lockWallet(trx, memberId);
  // Read under the main lock: no booking of this member can fund another wallet meanwhile.
  const funded = withFunded ? await fundedVendors(trx, memberId) : [];
  const codes = [...new Set([...vendors, ...funded])].sort();
  if (codes.length === 0) return { main, vendors: new Map() };
  await trx
    .insertInto('vendor_wallet')
    .values(codes.map((vendor) => ({ member_id: memberId, vendor })))
    .onConflict((oc) => oc.columns(['member_id', 'vendor']).doNothing())
    .execute();
  const rows = await trx
    .selectFrom('vendor_wallet')
    .select(['vendor', 'balance'])
    .where('member_id', '=', memberId)
    .where('vendor', 'in', codes)
    .orderBy('vendor')
    .forUpdate()
    .execute();
  return { main, vendors: new Map(rows.map((row) => [row.vendor, Number(row.balance)])) };
}

/** Every vendor wallet the member has that holds money (vendors since switched off included). */
export async function fundedVendors(db: Db | Trx, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('vendor_wallet')
    .select('vendor')
    .where('member_id', '=', memberId)
    .where('balance', '>', 0)
    .orderBy('vendor')
    .execute();
  return rows.map((row) => row.vendor);
}

/**
 * Which wallet a vendor's seamless-wallet call books on: the member's wallet at the game's
 * vendor on a multi-wallet merchant, the main wallet on a single-wallet one. The game's vendor is
 * this module's own copy (`game_wallet_vendor`, kept from the catalogue by the database).
 */
export async function bookingWallet(
  trx: Db | Trx,
  merchantCode: string,
  nodeId: number,
): Promise<string> {
  const row = await trx
    .selectFrom(merchantRows(trx).as('m'))
    .innerJoin('game_wallet_vendor as g', (join) => join.on('g.node_id', '=', nodeId))
    .select(['m.single_wallet', 'g.vendor'])
    .where('m.code', '=', merchantCode)
    .executeTakeFirstOrThrow();
  return row.single_wallet ? MAIN_WALLET : row.vendor;
}

/** The member's main wallet (balance, held, currency) and every vendor wallet's balance. */
export async function walletBalances(db: Db, memberId: number) {
  const main = await db
    .selectFrom('wallet')
    .select(['balance', 'held', 'currency'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const vendors = await db
    .selectFrom('vendor_wallet')
    .select(['vendor', 'balance'])
    .where('member_id', '=', memberId)
    .execute();
  return {
    balance: Number(main.balance),
    held: Number(main.held),
    currency: main.currency.trim(),
    vendors: new Map(vendors.map((row) => [row.vendor, Number(row.balance)])),
  };
}

/** What the member's game wallets hold together (0 when they have none): for showing only. */
export async function gameWalletsTotal(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('vendor_wallet')
    .select((eb) => eb.fn.sum<string | null>('balance').as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}
