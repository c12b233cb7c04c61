import {
  DESK_ACTIVITY_DAYS,
  type ActivityItem,
  type DeskDepositDetail,
  type DeskWithdrawalDetail,
  type PlayerActivity,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { accountNames, membersSharingIpOrDevice } from '../../accounts';
import { turnoverLeftOf } from '../../turnover';
import { gameRoundRows, walletRows } from '../../wallet';
import { listProofs } from '../confirmation/withdrawal-proofs';
import { operatorWithdrawalView } from '../withdrawals/withdrawal-view';
import { daysBefore, deskDeposits, deskWithdrawals } from './desk-rows';
import './desk-tables';

/** Newest rows of each list in the drawer. */
const ACTIVITY_LIST = 50;

const item = (row: {
  id: string | number;
  status: string;
  amount: string | number;
  currency: string;
  created_at: Date;
}): ActivityItem => ({
  id: Number(row.id),
  status: row.status,
  amount: Number(row.amount),
  currency: row.currency,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * The player's last DESK_ACTIVITY_DAYS days for the drawer: credited deposits and withdrawals
 * not rejected (count and sum), settled rounds (count, stakes, payouts), the turnover still to
 * wager, the newest deposits and withdrawals of any status, and the members sharing an IP or a
 * device (each saying which, and the IP or device id).
 */
export async function playerActivity(db: Db, memberId: number, now: Date): Promise<PlayerActivity> {
  const since = daysBefore(now, DESK_ACTIVITY_DAYS);
  const [
    names,
    wallet,
    depositSum,
    withdrawalSum,
    rounds,
    turnover,
    deposits,
    withdrawals,
    shared,
  ] = await Promise.all([
    accountNames(db, [memberId]),
    walletRows(db).where('member_id', '=', memberId).executeTakeFirst(),
    db
      .selectFrom('deposit')
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('sum'),
      ])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawal')
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('sum'),
      ])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .where('status', '<>', 'rejected')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(gameRoundRows(db).as('g'))
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        eb.fn.coalesce(eb.fn.sum<string>('stake'), eb.lit(0)).as('stake'),
        eb.fn.coalesce(eb.fn.sum<string>('payout'), eb.lit(0)).as('win'),
      ])
      .where('member_id', '=', memberId)
      .where('opened_at', '>=', since)
      .where('status', '=', 'settled')
      .executeTakeFirstOrThrow(),
    turnoverLeftOf(db, [memberId]),
    db
      .selectFrom('deposit')
      .select(['id', 'status', 'amount', 'currency', 'created_at'])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ACTIVITY_LIST)
      .execute(),
    db
      .selectFrom('withdrawal')
      .select(['id', 'status', 'amount', 'currency', 'created_at'])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ACTIVITY_LIST)
      .execute(),
    membersSharingIpOrDevice(db, [memberId], since),
  ]);
  return {
    memberId,
    account: names.get(memberId) ?? '',
    since: since.toISOString(),
    currency: wallet?.currency ?? '',
    depositTotal: { count: Number(depositSum.n), amount: Number(depositSum.sum) },
    withdrawalTotal: { count: Number(withdrawalSum.n), amount: Number(withdrawalSum.sum) },
    rounds: { count: Number(rounds.n), stake: Number(rounds.stake), win: Number(rounds.win) },
    turnoverLeft: turnover.get(memberId) ?? 0,
    deposits: deposits.map(item),
    withdrawals: withdrawals.map(item),
    sharedAccounts: shared.get(memberId) ?? [],
  };
}

/** One withdrawal's drawer, or 404 WITHDRAWAL_NOT_FOUND. */
export async function withdrawalDetail(
  db: Db,
  id: string,
  now: Date,
): Promise<DeskWithdrawalDetail> {
  const stored = await db
    .selectFrom('withdrawal')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const [row] = stored ? await deskWithdrawals(db, [Number(stored.id)], now) : [];
  if (!stored || !row) throw new ApiError(404, 'WITHDRAWAL_NOT_FOUND', 'No such withdrawal');
  const [approvals, proofs, player] = await Promise.all([
    db
      .selectFrom('withdrawal_approval')
      .select(['actor_kind', 'actor_id', 'actor_name', 'at'])
      .where('withdrawal_id', '=', id)
      .orderBy('at')
      .execute(),
    listProofs(db, id),
    playerActivity(db, row.memberId, now),
  ]);
  return {
    row,
    withdrawal: operatorWithdrawalView(stored),
    approvedBy: approvals.map((a) => ({
      actor: { kind: a.actor_kind, id: a.actor_id, name: a.actor_name },
      at: new Date(a.at).toISOString(),
    })),
    proofs,
    player,
  };
}

/** One deposit's drawer, or 404 DEPOSIT_NOT_FOUND. */
export async function depositDetail(db: Db, id: string, now: Date): Promise<DeskDepositDetail> {
  const [row] = await deskDeposits(db, [Number(id)], now);
  if (!row) throw new ApiError(404, 'DEPOSIT_NOT_FOUND', 'No such deposit');
  return { row, player: await playerActivity(db, row.memberId, now) };
}
