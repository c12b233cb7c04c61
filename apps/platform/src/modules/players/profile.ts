import type { PlayerProfile, PlayerWallets } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { payeeNameState, playerAccount, playerStanding } from '../accounts';
import { uplinesOf } from '../agent';
import { memberDepositLimits } from '../cashier';
import { limitHolderOf, protectionSummary } from '../protection';
import { walletBalances } from '../wallet';
import { tagsOf } from './tags';

/** The member's wallets, or null for a member without one. */
async function walletsOf(db: Db, memberId: number): Promise<PlayerWallets | null> {
  try {
    const wallets = await walletBalances(db, memberId);
    return {
      currency: wallets.currency,
      balance: wallets.balance,
      held: wallets.held,
      available: wallets.balance - wallets.held,
      gameWallets: [...wallets.vendors].map(([vendor, balance]) => ({ vendor, balance })),
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'NoResultError') return null;
    throw error;
  }
}

/**
 * Everything the player desk shows of a member on one page, from the modules that own each part:
 * 404 NOT_FOUND for no such member.
 */
export async function playerProfile(db: Db, memberId: number, now: Date): Promise<PlayerProfile> {
  const account = await playerAccount(db, memberId);
  const holder = await limitHolderOf(db, memberId);
  const [standing, payee, wallets, tags, protection, depositLimits, uplines] = await Promise.all([
    playerStanding(db, memberId),
    payeeNameState(db, memberId),
    walletsOf(db, memberId),
    tagsOf(db, memberId),
    protectionSummary(db, holder, now),
    memberDepositLimits(db, memberId, now),
    uplinesOf(db, memberId),
  ]);
  return {
    account,
    standing,
    identity: { payeeName: payee.payeeName, fixed: payee.fixed },
    wallets,
    tags,
    protection: { depositLimits, ...protection },
    uplines,
  };
}
