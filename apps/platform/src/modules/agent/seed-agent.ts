import type { Db } from '../../core/db/database';
import { accountSettings, createMember, findByAccount, SEED_ACCOUNTS } from '../accounts';
import { addAgentAnnouncement } from '../content';
import { playableGames } from '../games';
import { findMerchant } from '../merchants';
import { bookDemoHistory, type DemoRound } from '../wallet';
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
  if (await findByAccount(db, merchantCode, member.account)) return;
  const parent = await findByAccount(db, merchantCode, member.parent);
  const merchant = await findMerchant(db, merchantCode);
  if (!parent || !merchant) return;
  const settings = await accountSettings(db, merchantCode);
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
      merchant.currency,
      { amount: member.balance, kind: 'DEMO_CREDIT' },
    );
  } catch (error) {
    // Another replica seeded it meanwhile.
    if (!String((error as Error).message).includes('member_account_unique')) throw error;
  }
}

/**
 * A month of rounds for one team member, booked by the wallet in ONE transaction: a deposit on
 * the first day, then two to four settled rounds a day on the catalogue's first games, each a
 * BET and a WIN ledger entry dated that day. Skipped when the member already has them.
 */
async function playMonth(
  db: Db,
  merchantCode: string,
  account: string,
  nodeIds: number[],
  now: Date,
  seedNo: number,
) {
  const member = await findByAccount(db, merchantCode, account);
  if (!member) return;
  const prefix = `seed-team-${merchantCode}-${account}-`;
  const start = now.getTime() - 30 * 86_400_000;
  const deposit = { amount: 200_000, at: new Date(start) };
  await bookDemoHistory(db, { id: Number(member.id), merchantCode }, prefix, (opening) => {
    const random = generator(seedNo);
    let balance = opening + deposit.amount;
    const rounds: DemoRound[] = [];
    for (let day = 0; day < 30; day++) {
      const count = 2 + Math.floor(random() * 3);
      for (let n = 0; n < count; n++) {
        const at = new Date(start + day * 86_400_000 + (n + 1) * 3_600_000 + 60_000);
        const stake = 500 + Math.floor(random() * 45) * 100;
        if (balance < stake) continue;
        // About 95 % returned on average: most rounds lose, some pay well.
        const payout = random() < 0.4 ? Math.round(stake * (1 + random() * 2.8)) : 0;
        const nodeId = nodeIds[(day + n) % nodeIds.length] ?? 0;
        rounds.push({ ref: `${prefix}${day}-${n}`, nodeId, stake, payout, at });
        balance += payout - stake;
      }
    }
    return { deposit, rounds };
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
    if (!(await findMerchant(db, merchantCode))) continue;
    for (const member of SEED_TEAM) await addMember(db, merchantCode, member);
    await addAgentAnnouncement(db, merchantCode, SEED_AGENT_ANNOUNCEMENT);
  }
  if (!history) return;
  const nodeIds = await playableGames(db, 8);
  if (nodeIds.length === 0) return;
  let seedNo = 1;
  for (const merchantCode of merchants)
    for (const account of SEED_HISTORY_PLAYERS)
      await playMonth(db, merchantCode, account, nodeIds, now, seedNo++);
  // The reports read rolled-up days (and the tail past them): start with the month rolled up.
  await rollUpAll(db);
}
