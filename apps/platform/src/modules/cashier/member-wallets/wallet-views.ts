import {
  MAIN_WALLET,
  type ConsolidatedFunds,
  type MerchantWallet,
  type WalletEntry,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import type { ContractFlagsSource } from '../shared/payment-deps';
import { vendorOn, vendorRows } from '../../games';
import { walletBalances } from '../../wallet';
import { merchantRows } from '../../merchants';

/** A vendor a merchant offers: its code and name. */
export interface OfferedVendor {
  code: string;
  name: string;
}

/** Whether the merchant keeps one wallet, and the vendors it offers (those not switched off). */
export async function walletMode(
  db: Db,
  merchantCode: string,
): Promise<{ isSingle: boolean; vendors: OfferedVendor[] }> {
  const merchant = await db
    .selectFrom(merchantRows(db).as('merchant'))
    .select('single_wallet')
    .where('code', '=', merchantCode)
    .executeTakeFirstOrThrow();
  if (merchant.single_wallet) return { isSingle: true, vendors: [] };
  const vendors = await db
    .selectFrom(vendorRows(db).as('v'))
    .select(['v.vassalage as code', 'v.display_name as name'])
    .where(vendorOn(merchantCode, 'v.vassalage'))
    .orderBy('v.vassalage')
    .execute();
  return { isSingle: false, vendors };
}

/**
 * The member's wallets as the site lists them: main (its available balance: held money is
 * promised to a withdrawal) first, then one per offered vendor (0 until money moves in), then
 * any vendor switched off since that still holds the member's money (so it can be moved out).
 */
async function walletsOf(db: Db, memberId: number, vendors: OfferedVendor[]) {
  const money = await walletBalances(db, memberId);
  const main: WalletEntry = {
    code: MAIN_WALLET,
    name: 'Main',
    balance: money.balance - money.held,
  };
  const listed = new Set(vendors.map((vendor) => vendor.code));
  const leftovers = [...money.vendors]
    .filter(([code, balance]) => balance > 0 && !listed.has(code))
    .map(([code]) => ({ code, name: code }));
  const wallets = [...vendors, ...leftovers].map((vendor) => ({
    ...vendor,
    balance: money.vendors.get(vendor.code) ?? 0,
  }));
  return { money, wallets: [main, ...wallets] };
}

/** `GCS_merchantWallet`: single or not, and the member's wallets. */
export async function merchantWallet(
  db: Db,
  memberId: number,
  merchantCode: string,
): Promise<MerchantWallet> {
  const { isSingle, vendors } = await walletMode(db, merchantCode);
  return { isSingle, wallets: (await walletsOf(db, memberId, vendors)).wallets };
}

/**
 * The consolidated funds. The agent flags say which contract kinds (daily salary, dividend,
 * hourly salary, real-time salary; spec §3) the member holds, offered or in force.
 */
export async function consolidatedFunds(
  db: Db,
  memberId: number,
  merchantCode: string,
  contractFlags: ContractFlagsSource,
): Promise<ConsolidatedFunds> {
  const { vendors } = await walletMode(db, merchantCode);
  const { money, wallets } = await walletsOf(db, memberId, vendors);
  const inVendors = [...money.vendors.values()].reduce((sum, balance) => sum + balance, 0);
  return {
    currency: money.currency,
    total: money.balance + inVendors,
    mainAvailable: money.balance - money.held,
    held: money.held,
    wallets,
    ...(await contractFlags(db, memberId)),
  };
}
