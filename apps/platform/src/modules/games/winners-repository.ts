import { MEMBER_TYPES, PATHS, type RankList } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { memberRows } from '../accounts';
import { gameRoundRows } from '../wallet';

/** `player1` → `pl***1`: recognisable to its owner, not to other players. */
export function maskAccount(account: string): string {
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** Digits after the decimal point of a currency (2 for BDT and PHP, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units as the vendor-style decimal string: 123456 → "1234.56" (integer maths only). */
export function minorToDecimal(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * The winners board (`GCSGAME_getRankList`): a merchant's biggest settled payouts, biggest
 * first (then newest), from recorded rounds; `gameType` narrows to one category.
 */
export async function biggestWins(
  db: Db,
  merchant: { code: string; currency: string },
  gameType: string | null,
  limit: number,
): Promise<RankList> {
  let query = db
    .selectFrom(gameRoundRows(db).as('r'))
    .innerJoin(memberRows(db).as('m'), 'm.id', 'r.member_id')
    .innerJoin('game as g', 'g.node_id', 'r.node_id')
    .select(['m.account', 'r.payout', 'g.display_name', 'g.game_code'])
    .where('r.merchant_code', '=', merchant.code)
    .where('r.status', '=', 'settled')
    // Trial accounts play with demo money: their wins are not real and stay off public boards.
    .where('m.type', '!=', MEMBER_TYPES.trial)
    .where('r.payout', '>', 0);
  if (gameType) query = query.where('g.game_type', '=', gameType);
  const rows = await query
    .orderBy('r.payout', 'desc')
    .orderBy('r.settled_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  const digits = currencyDigits(merchant.currency.trim());
  return {
    list: rows.map((row) => ({
      vo: {
        customerName: maskAccount(row.account),
        winAmount: minorToDecimal(Number(row.payout), digits),
        gameName: row.display_name,
        iconUrl: `${PATHS.gameArt}/${row.game_code}.svg`,
      },
    })),
  };
}
