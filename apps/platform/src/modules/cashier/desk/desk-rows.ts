import {
  DESK_ACTIVITY_DAYS,
  FOUR_EYES_APPROVALS,
  type DeskDeposit,
  type DeskWithdrawal,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { accountNames, membersSharingIpOrDevice } from '../../accounts';
import { turnoverLeftOf } from '../../turnover';
import { gameRoundRows } from '../../wallet';
import { depositFlags, withdrawalFlags } from './risk-flags';
import { needsFourEyes, NO_THRESHOLDS, thresholdsOf } from './thresholds';
import './desk-tables';

// The desk's rows with their facts and flags, for any set of ids (a queue page, a flag scan, a
// drawer): the facts of the cashier's own tables come in one query with a correlated subquery
// each; the other modules' facts (names, turnover, shared IPs and devices) from their exported reads, once
// per batch.

const DAY_MS = 86_400_000;

/** Whole seconds from `from` to `now`, never negative. */
const ageSeconds = (from: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - from.getTime()) / 1000));

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * How many other members share each member's IPs, and how many its devices, in the last
 * DESK_ACTIVITY_DAYS days.
 */
async function sharedCounts(db: Db, memberIds: number[], now: Date) {
  const since = new Date(now.getTime() - DESK_ACTIVITY_DAYS * DAY_MS);
  const shared = await membersSharingIpOrDevice(db, memberIds, since);
  const count = (memberId: number, via: 'ip' | 'device') =>
    new Set(
      shared
        .get(memberId)
        ?.filter((s) => s.via === via)
        .map((s) => s.memberId),
    ).size;
  return (memberId: number) => ({
    accountsSharingIp: count(memberId, 'ip'),
    accountsSharingDevice: count(memberId, 'device'),
  });
}

/** The withdrawals of these ids as queue rows, in the order of `ids`. */
export async function deskWithdrawals(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<DeskWithdrawal[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('withdrawal as w')
    .select((eb) => [
      'w.id',
      'w.member_id',
      'w.merchant_code',
      'w.status',
      'w.amount',
      'w.currency',
      'w.payee_provider',
      'w.payee_kind',
      'w.created_at',
      eb
        .selectFrom('withdrawal as e')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('e.member_id', '=', 'w.member_id')
        .whereRef('e.id', '<', 'w.id')
        .where('e.status', '<>', 'rejected')
        .as('earlier'),
      eb
        .selectFrom('payee_account as p')
        .select((inner) => inner.fn.max('p.created_at').as('at'))
        .whereRef('p.member_id', '=', 'w.member_id')
        .whereRef('p.created_at', '<=', 'w.created_at')
        .as('newest_payee'),
      eb
        .selectFrom('deposit as d')
        .select((inner) => inner.fn.max('d.decided_at').as('at'))
        .whereRef('d.member_id', '=', 'w.member_id')
        .where('d.status', '=', 'approved')
        .whereRef('d.decided_at', '<=', 'w.created_at')
        .as('last_deposit'),
      eb
        .selectFrom(gameRoundRows(db).as('g'))
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('g.member_id', '=', 'w.member_id')
        .whereRef('g.opened_at', '<=', 'w.created_at')
        .where(
          'g.opened_at',
          '>=',
          eb
            .selectFrom('deposit as d2')
            .select((inner) => inner.fn.max('d2.decided_at').as('at'))
            .whereRef('d2.member_id', '=', 'w.member_id')
            .where('d2.status', '=', 'approved')
            .whereRef('d2.decided_at', '<=', 'w.created_at'),
        )
        .as('rounds_since_deposit'),
      eb
        .selectFrom('withdrawal_approval as a')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('a.withdrawal_id', '=', 'w.id')
        .as('approvals'),
    ])
    .where('w.id', 'in', ids.map(String))
    .execute();
  const memberIds = [...new Set(rows.map((row) => Number(row.member_id)))];
  const [names, turnover, shared, thresholds] = await Promise.all([
    accountNames(db, memberIds),
    turnoverLeftOf(db, memberIds),
    sharedCounts(db, memberIds, now),
    thresholdsOf(
      db,
      rows.map((row) => row.merchant_code),
    ),
  ]);
  const byId = new Map(
    rows.map((row) => {
      const memberId = Number(row.member_id);
      const amount = Number(row.amount);
      const createdAt = new Date(row.created_at);
      const limits = thresholds.get(row.merchant_code) ?? NO_THRESHOLDS;
      const flags = withdrawalFlags({
        amount,
        createdAt,
        riskAmount: limits.riskAmount,
        earlierWithdrawals: Number(row.earlier ?? 0),
        newestPayeeAddedAt: dateOrNull(row.newest_payee),
        turnoverLeft: turnover.get(memberId) ?? 0,
        lastDepositAt: dateOrNull(row.last_deposit),
        roundsSinceDeposit: Number(row.rounds_since_deposit ?? 0),
        ...shared(memberId),
      });
      const view: DeskWithdrawal = {
        id: Number(row.id),
        merchantCode: row.merchant_code,
        memberId,
        account: names.get(memberId) ?? '',
        status: row.status,
        amount,
        currency: row.currency,
        method: row.payee_provider,
        methodKind: row.payee_kind,
        createdAt: createdAt.toISOString(),
        ageSeconds: ageSeconds(createdAt, now),
        flags,
        approvals: {
          count: Number(row.approvals ?? 0),
          required: needsFourEyes(amount, limits.withdrawalFourEyes) ? FOUR_EYES_APPROVALS : 1,
        },
      };
      return [view.id, view];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The deposits of these ids as queue rows, in the order of `ids`. */
export async function deskDeposits(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<DeskDeposit[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('deposit as d')
    .innerJoin('payment_method as m', 'm.id', 'd.method_id')
    .select([
      'd.id',
      'd.member_id',
      'd.merchant_code',
      'd.status',
      'd.amount',
      'd.currency',
      'd.created_at',
      'm.code as method',
      'm.kind as method_kind',
    ])
    .where('d.id', 'in', ids.map(String))
    .execute();
  const memberIds = [...new Set(rows.map((row) => Number(row.member_id)))];
  const [names, shared, thresholds] = await Promise.all([
    accountNames(db, memberIds),
    sharedCounts(db, memberIds, now),
    thresholdsOf(
      db,
      rows.map((row) => row.merchant_code),
    ),
  ]);
  const byId = new Map(
    rows.map((row) => {
      const memberId = Number(row.member_id);
      const amount = Number(row.amount);
      const createdAt = new Date(row.created_at);
      const view: DeskDeposit = {
        id: Number(row.id),
        merchantCode: row.merchant_code,
        memberId,
        account: names.get(memberId) ?? '',
        status: row.status,
        amount,
        currency: row.currency,
        method: row.method,
        methodKind: row.method_kind,
        createdAt: createdAt.toISOString(),
        ageSeconds: ageSeconds(createdAt, now),
        flags: depositFlags({
          amount,
          riskAmount: (thresholds.get(row.merchant_code) ?? NO_THRESHOLDS).riskAmount,
          ...shared(memberId),
        }),
      };
      return [view.id, view];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `now − days`, for the drawer and the shared IP and device window. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
