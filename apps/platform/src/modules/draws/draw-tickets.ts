import { createHmac, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  DRAW_EARN_LOOKBACK_DAYS,
  type DrawKind,
  type DrawTicket,
  type DrawTicketSource,
} from '@tessera/contract';
import { fairMessage, weightedIndex } from '@tessera/domain';
import type { Db, Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { sha256 } from '../../core/security/tokens';
import { betDaysReaching, creditBonus, depositEntriesSince } from '../wallet';
import type { DrawTicketTable } from './draw-tables';

type TicketRow = Selectable<DrawTicketTable>;

/** What a ticket is for and why it exists; `sourceKey` makes issuing it idempotent. */
export interface TicketGrant {
  merchantCode: string;
  memberId: number;
  kind: DrawKind;
  source: DrawTicketSource;
  /** Unique per member: a rule's deposit or day, a mission claim, an operator grant. */
  sourceKey: string;
}

/**
 * Issues a ticket inside the caller's transaction (or on its own): a fresh 256-bit server seed
 * whose SHA-256 is what the player sees, and the game's prizes as they are now. A second call
 * with the same key issues nothing and answers the first ticket's id; a game without prizes
 * answers null. This is the seam other areas call (missions, promotions, the operator).
 */
export async function issueTicket(db: Db | Trx, grant: TicketGrant): Promise<number | null> {
  const game = await db
    .selectFrom('draw_game')
    .select('prizes')
    .where('merchant_code', '=', grant.merchantCode)
    .where('kind', '=', grant.kind)
    .executeTakeFirst();
  if (!game) return null;
  const serverSeed = randomBytes(32).toString('hex');
  const inserted = await db
    .insertInto('draw_ticket')
    .values({
      merchant_code: grant.merchantCode,
      member_id: grant.memberId,
      kind: grant.kind,
      source: grant.source,
      source_key: grant.sourceKey,
      server_seed: serverSeed,
      server_seed_hash: sha256(serverSeed),
      prizes: JSON.stringify(game.prizes),
    })
    .onConflict((oc) => oc.columns(['member_id', 'source_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return Number(inserted.id);
  const existing = await db
    .selectFrom('draw_ticket')
    .select('id')
    .where('member_id', '=', grant.memberId)
    .where('source_key', '=', grant.sourceKey)
    .executeTakeFirstOrThrow();
  return Number(existing.id);
}

const DAY_MS = 86_400_000;

/**
 * Issues the tickets the merchant's active rules owe the member, looking back 7 days (and never
 * before a rule existed): one per deposit of at least the threshold, one per merchant-local day
 * whose valid bets reach it. Read from the ledger on demand (its member-time index carries
 * amount and kind), so the bet and deposit paths write nothing; idempotent by source key (two
 * calls at once issue one ticket per key). Called wherever the member's tickets are read: the
 * draws page and the badge's count.
 */
export async function earnTickets(
  db: Db,
  merchant: { code: string; timeZone: string },
  memberId: number,
  now: Date,
): Promise<void> {
  const rules = await db
    .selectFrom('draw_rule')
    .select(['id', 'kind', 'threshold', 'draw_kind', 'created_at'])
    .where('merchant_code', '=', merchant.code)
    .where('active', '=', true)
    .execute();
  if (rules.length === 0) return;
  const lookback = new Date(now.getTime() - DRAW_EARN_LOOKBACK_DAYS * DAY_MS);
  // Keys issued already (a rule's ticket is issued after its deposit or day): the badge reads
  // this on every page, so only what is missing is written.
  const issued = new Set(
    (
      await db
        .selectFrom('draw_ticket')
        .select('source_key')
        .where('member_id', '=', memberId)
        .where('source', '=', 'rule')
        .where('created_at', '>=', lookback)
        .execute()
    ).map((row) => row.source_key),
  );
  for (const rule of rules) {
    const since = rule.created_at > lookback ? rule.created_at : lookback;
    const keys =
      rule.kind === 'DEPOSIT'
        ? (await depositEntriesSince(db, memberId, since, rule.threshold)).map(
            (id) => `rule:${rule.id}:deposit:${id}`,
          )
        : (
            await betDaysReaching(db, memberId, merchant.timeZone, since, Number(rule.threshold))
          ).map((day) => `rule:${rule.id}:day:${day}`);
    for (const sourceKey of keys.filter((key) => !issued.has(key)))
      await issueTicket(db, {
        merchantCode: merchant.code,
        memberId,
        kind: rule.draw_kind,
        source: 'rule',
        sourceKey,
      });
  }
}

/** A ticket as its owner sees it: the seed stays secret until the ticket is played. */
export function ticketView(row: TicketRow): DrawTicket {
  const played = row.status === 'played';
  return {
    id: Number(row.id),
    kind: row.kind,
    source: row.source,
    status: row.status,
    serverSeedHash: row.server_seed_hash,
    nonce: Number(row.id),
    prizes: row.prizes,
    createdAt: row.created_at.toISOString(),
    serverSeed: played ? row.server_seed : null,
    clientSeed: row.client_seed,
    prizeIndex: row.prize_index,
    amount: row.amount === null ? null : Number(row.amount),
    playedAt: row.played_at?.toISOString() ?? null,
  };
}

/** The index of the prize a ticket wins with a client seed (the shared provably-fair formula). */
export function drawOutcome(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): number {
  const hmac = createHmac('sha256', serverSeed)
    .update(fairMessage(clientSeed, nonce))
    .digest('hex');
  return weightedIndex(hmac, weights);
}

/**
 * Plays a ticket: the ticket row is locked, so of two requests at once the second waits and
 * then finds it played (409 DRAW_TICKET_USED); the prize is credited as a bonus in the same
 * transaction with the key `draw:ticket:<id>`, which the ledger accepts once.
 */
export async function playTicket(
  db: Db,
  memberId: number,
  ticketId: number,
  clientSeed: string,
  now: Date,
): Promise<DrawTicket> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('draw_ticket')
      .selectAll()
      .where('id', '=', ticketId)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'DRAW_TICKET_NOT_FOUND', 'No such ticket');
    if (row.status === 'played')
      throw new ApiError(409, 'DRAW_TICKET_USED', 'Ticket already played');
    const prizeIndex = drawOutcome(
      row.server_seed,
      clientSeed,
      Number(row.id),
      row.prizes.map((prize) => prize.weight),
    );
    const amount = row.prizes[prizeIndex]?.amount ?? 0;
    const played = await trx
      .updateTable('draw_ticket')
      .set({
        status: 'played',
        client_seed: clientSeed,
        prize_index: prizeIndex,
        amount,
        played_at: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'unplayed')
      .returningAll()
      .executeTakeFirstOrThrow();
    if (amount > 0) await creditBonus(trx, memberId, amount, `draw:ticket:${row.id}`);
    return ticketView(played);
  });
}

/** One ticket of the member (404 for any other). */
export async function memberTicket(
  db: Db,
  memberId: number,
  ticketId: number,
): Promise<DrawTicket> {
  const row = await db
    .selectFrom('draw_ticket')
    .selectAll()
    .where('id', '=', ticketId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'DRAW_TICKET_NOT_FOUND', 'No such ticket');
  return ticketView(row);
}

/** Tickets waiting (oldest first) and the last 20 played (newest first). */
export async function memberTickets(db: Db, memberId: number) {
  const waiting = await db
    .selectFrom('draw_ticket')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'unplayed')
    .orderBy('id')
    .limit(100)
    .execute();
  const played = await db
    .selectFrom('draw_ticket')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'played')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return { tickets: waiting.map(ticketView), played: played.map(ticketView) };
}

/** How many tickets wait to be played: the draws badge (a seam for the header's badges). */
export async function unplayedTicketCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('draw_ticket')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'unplayed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
