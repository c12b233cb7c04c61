import type { Db } from '../../core/db/database';
import { createMember, SEED_ACCOUNTS } from '../accounts';
import {
  SEED_AGENT_ANNOUNCEMENT,
  SEED_HISTORY_PLAYERS,
  SEED_TEAM,
  type SeedTeamMember,
} from './seed-agent-data';
import { rollUpAll } from './team-rollup';

export interface SeedAgentOptions {
  /**
   * Also play a month of rounds for the team (the demo start on disk: every report shows
   * data); tests and browser tests leave it out, so their seed stays quick. @default false
   */
  history?: boolean;
  now?: Date;
}

/** A small deterministic generator, so a re-seeded demo shows the same month. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function addMember(db: Db, merchantCode: string, member: SeedTeamMember) {
  const found = await db
    .selectFrom('member')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('account', 'in', [member.account, member.parent])
    .select('account')
    .execute();
  if (found.some((row) => row.account === member.account)) return;
  const parent = found.find((row) => row.account === member.parent);
  const settings = await db
    .selectFrom('merchant_account_settings')
    .innerJoin('merchant', 'merchant.code', 'merchant_account_settings.merchant_code')
    .select(['default_password_hash', 'merchant.currency'])
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!parent || !settings) return;
  try {
    await createMember(
      db,
      {
        merchant_code: merchantCode,
        account: member.account,
        nickname: member.nickname,
        type: member.type,
        parent_id: parent.id,
        referrer_id: null,
        dialing_code: null,
        mobile_num: null,
        email: null,
        payee_name: null,
        profile: '{}',
        // The merchant's default downline password (no hashing: the seed stays quick).
        password_hash: settings.default_password_hash,
      },
      settings.currency,
      { amount: member.balance, kind: 'DEMO_CREDIT' },
    );
  } catch (error) {
    // Another replica seeded it meanwhile.
    if (!String((error as Error).message).includes('member_account_unique')) throw error;
  }
}

/**
 * A month of rounds for one team member, in ONE transaction: a deposit on the first day, then
 * two to four settled rounds a day on the catalogue's first games, each a BET and a WIN ledger
 * entry dated that day (balance and ledger move together, as the wallet's own bookings do).
 * Skipped when the member already has them.
 */
async function playMonth(
  db: Db,
  merchantCode: string,
  account: string,
  nodeIds: number[],
  now: Date,
  seedNo: number,
) {
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('member')
      .innerJoin('wallet', 'wallet.member_id', 'member.id')
      .select(['member.id', 'wallet.balance'])
      .where('member.merchant_code', '=', merchantCode)
      .where('member.account', '=', account)
      .forUpdate()
      .executeTakeFirst();
    if (!member) return;
    const prefix = `seed-team-${merchantCode}-${account}-`;
    const done = await trx
      .selectFrom('game_round')
      .select('id')
      .where('round_ref', 'like', `${prefix}%`)
      .limit(1)
      .executeTakeFirst();
    if (done) return;
    const random = generator(seedNo);
    let balance = Number(member.balance);
    const ledger: {
      member_id: number;
      amount: number;
      kind: string;
      balance_after: number;
      idempotency_key: string;
      created_at: Date;
    }[] = [];
    const rounds: {
      round_ref: string;
      merchant_code: string;
      member_id: number;
      node_id: number;
      stake: number;
      payout: number;
      status: 'settled';
      opened_at: Date;
      settled_at: Date;
    }[] = [];
    const memberId = Number(member.id);
    const start = now.getTime() - 30 * 86_400_000;
    balance += 200_000;
    ledger.push({
      member_id: memberId,
      amount: 200_000,
      kind: 'DEPOSIT',
      balance_after: balance,
      idempotency_key: `${prefix}deposit`,
      created_at: new Date(start),
    });
    for (let day = 0; day < 30; day++) {
      const count = 2 + Math.floor(random() * 3);
      for (let n = 0; n < count; n++) {
        const at = new Date(start + day * 86_400_000 + (n + 1) * 3_600_000 + 60_000);
        const stake = 500 + Math.floor(random() * 45) * 100;
        if (balance < stake) continue;
        // About 95 % returned on average: most rounds lose, some pay well.
        const payout = random() < 0.4 ? Math.round(stake * (1 + random() * 2.8)) : 0;
        const ref = `${prefix}${day}-${n}`;
        rounds.push({
          round_ref: ref,
          merchant_code: merchantCode,
          member_id: memberId,
          node_id: nodeIds[(day + n) % nodeIds.length] ?? 0,
          stake,
          payout,
          status: 'settled',
          opened_at: at,
          settled_at: at,
        });
        balance -= stake;
        ledger.push({
          member_id: memberId,
          amount: -stake,
          kind: 'BET',
          balance_after: balance,
          idempotency_key: `wallet:${ref}:bet`,
          created_at: at,
        });
        if (payout > 0) {
          balance += payout;
          ledger.push({
            member_id: memberId,
            amount: payout,
            kind: 'WIN',
            balance_after: balance,
            idempotency_key: `wallet:${ref}:win`,
            created_at: at,
          });
        }
      }
    }
    await trx.insertInto('game_round').values(rounds).execute();
    await trx.insertInto('ledger_entry').values(ledger).execute();
    await trx.updateTable('wallet').set({ balance }).where('member_id', '=', memberId).execute();
  });
}

/**
 * The agent centre's demo data per merchant: agent1's three-level team (members with the
 * merchant's default password), the agents' welcome announcement and, for the demo start, a
 * month of the team's rounds. Idempotent: existing rows win.
 */
export async function seedAgentTeams(db: Db, options: SeedAgentOptions = {}): Promise<void> {
  const { history = false, now = new Date() } = options;
  const merchants = SEED_ACCOUNTS.map((seed) => seed.merchantCode);
  for (const merchantCode of merchants) {
    const exists = await db
      .selectFrom('merchant')
      .select('code')
      .where('code', '=', merchantCode)
      .executeTakeFirst();
    if (!exists) continue;
    for (const member of SEED_TEAM) await addMember(db, merchantCode, member);
    await db
      .insertInto('announcement')
      .values({
        merchant_code: merchantCode,
        key: SEED_AGENT_ANNOUNCEMENT.key,
        type: 'AG',
        group_name: null,
        linkage_type: null,
        execution: null,
        image_url: null,
        url: null,
        title: JSON.stringify(SEED_AGENT_ANNOUNCEMENT.title),
        content: JSON.stringify(SEED_AGENT_ANNOUNCEMENT.content),
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'key']).doNothing())
      .execute();
  }
  if (!history) return;
  const games = await db
    .selectFrom('game')
    .select('node_id')
    .where('is_game', '=', true)
    .where('maintenance', '=', false)
    .orderBy('is_hot', 'desc')
    .orderBy('sort')
    .orderBy('node_id')
    .limit(8)
    .execute();
  const nodeIds = games.map((game) => Number(game.node_id));
  if (nodeIds.length === 0) return;
  let seedNo = 1;
  for (const merchantCode of merchants)
    for (const account of SEED_HISTORY_PLAYERS)
      await playMonth(db, merchantCode, account, nodeIds, now, seedNo++);
  // The reports read rolled-up days (and the tail past them): start with the month rolled up.
  await rollUpAll(db);
}
