import type { Db } from '../../core/db/database';

/** One settled demo round: staked and paid out at `at`. */
export interface DemoRound {
  ref: string;
  nodeId: number;
  stake: number;
  payout: number;
  at: Date;
}

/** A demo member's past play: a deposit, then the rounds in the order played. */
export interface DemoHistory {
  deposit: { amount: number; at: Date };
  rounds: DemoRound[];
}

/**
 * Books a demo member's past play (the agent centre's demo month) in ONE transaction: the
 * deposit, then each round with its BET and WIN ledger entries dated when it was played, the
 * balance moving with them as the wallet's own bookings do. `plan` gets the opening balance
 * (which rounds it allows is the caller's choice, so a seeded month stays the same). Skipped
 * when rounds under `refPrefix` exist already or the member has no wallet.
 */
export async function bookDemoHistory(
  db: Db,
  member: { id: number; merchantCode: string },
  refPrefix: string,
  plan: (openingBalance: number) => DemoHistory,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const wallet = await trx
      .selectFrom('wallet')
      .select('balance')
      .where('member_id', '=', member.id)
      .forUpdate()
      .executeTakeFirst();
    if (!wallet) return;
    const done = await trx
      .selectFrom('game_round')
      .select('id')
      .where('round_ref', 'like', `${refPrefix}%`)
      .limit(1)
      .executeTakeFirst();
    if (done) return;
    const history = plan(Number(wallet.balance));
    let balance = Number(wallet.balance) + history.deposit.amount;
    const entry = (amount: number, kind: string, key: string, at: Date) => ({
      member_id: member.id,
      amount,
      kind,
      balance_after: balance,
      idempotency_key: key,
      created_at: at,
    });
    const ledger = [
      entry(history.deposit.amount, 'DEPOSIT', `${refPrefix}deposit`, history.deposit.at),
    ];
    for (const round of history.rounds) {
      if (round.stake > balance) throw new Error(`Demo round ${round.ref} stakes past the balance`);
      balance -= round.stake;
      ledger.push(entry(-round.stake, 'BET', `wallet:${round.ref}:bet`, round.at));
      if (round.payout > 0) {
        balance += round.payout;
        ledger.push(entry(round.payout, 'WIN', `wallet:${round.ref}:win`, round.at));
      }
    }
    if (history.rounds.length > 0)
      await trx
        .insertInto('game_round')
        .values(
          history.rounds.map((round) => ({
            round_ref: round.ref,
            merchant_code: member.merchantCode,
            member_id: member.id,
            node_id: round.nodeId,
            stake: round.stake,
            payout: round.payout,
            status: 'settled' as const,
            opened_at: round.at,
            settled_at: round.at,
          })),
        )
        .execute();
    await trx.insertInto('ledger_entry').values(ledger).execute();
    await trx.updateTable('wallet').set({ balance }).where('member_id', '=', member.id).execute();
  });
}
