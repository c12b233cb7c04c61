import type { Db } from './core/db/database';
import { seedAccounts, SEED_ACCOUNTS } from './modules/accounts';
import { seedAgentContracts, seedAgentTeams } from './modules/agent';
import { seedBlog } from './modules/blog';
import { seedContent } from './modules/content';
import { seedDraws } from './modules/draws';
import { seedDisabledVendors, seedGameCatalogue } from './modules/games';
import { LOTTERY_GAMES } from './modules/lottery';
import { seedMerchants } from './modules/merchants';
import { seedMissions } from './modules/missions';
import { seedBrands } from './modules/operator';
import { seedPayments } from './modules/cashier';
import { seedPromotions } from './modules/promotions';
import { seedPoints } from './modules/points';
import { seedMessages } from './modules/messages';
import { seedReferral } from './modules/referral';
import { seedRounds } from './modules/sandbox-vendor';
import { seedSocial } from './modules/social';
import { seedStaff } from './modules/staff';
import { seedVip } from './modules/vip';

/**
 * Seeds the demo data, each module its own part, in dependency order: the shared game-vendor
 * catalogue (with the lottery module's games), the merchants AURORA and LUMEN with their feature
 * trees and site settings, their content, switched-off vendors and deposit methods, then members and their
 * played rounds, and agent1's demo team. Idempotent: existing rows win, so an operator's later
 * edits survive a restart. `demo: false` (DEMO_DATA=off, production) leaves out every demo
 * account with a published password and the activity seeded for them; merchants, content and
 * settings stay. `history` (the demo start on disk) adds a month of the agent team's rounds.
 */
/** What a seed adds beyond the base data. */
export interface SeedOptions {
  /** The demo accounts (published passwords) and their activity; off in production. @default true */
  demo?: boolean;
  /** A month of the agent team's rounds (the demo start on disk). @default false */
  history?: boolean;
  /**
   * The agent contracts demo: subagent1 under each agent1, house contracts, offers and a month
   * of settlements (`npm start`; a test seeds the contracts it needs). @default false
   */
  agentDemo?: boolean;
  /**
   * The demo member's VIP level (player1 at Bronze, so the VIP page and daily rebates show);
   * tests leave it off, so no test's rounds earn a rebate when its clock passes midnight.
   * @default false
   */
  rewardsDemo?: boolean;
}

export async function seed(
  db: Db,
  { demo = true, history = false, agentDemo = false, rewardsDemo = false }: SeedOptions = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedGameCatalogue(trx, LOTTERY_GAMES);
    await seedMerchants(trx);
    await seedContent(trx);
    await seedDisabledVendors(trx);
    await seedPayments(trx);
  });
  // Outside the content transaction: members open their own (member, wallet and ledger at once).
  await seedAccounts(db, demo ? SEED_ACCOUNTS : SEED_ACCOUNTS.map((s) => ({ ...s, members: [] })));
  if (demo) {
    await seedRounds(db);
    // agent1's team, and with `history` a month of the team's rounds.
    await seedAgentTeams(db, { history });
    if (agentDemo) await seedAgentContracts(db);
  }
  // Brands made by the generator: whole merchants, through the operator's own creation.
  await seedBrands(db);
  // Demo blog articles of every merchant, generated brands included, in the four languages.
  await seedBlog(db);
  // Lucky draws and missions of every merchant (player1's welcome wheel ticket with `demo`).
  await seedDraws(db, { demo });
  await seedMissions(db);
  // Every merchant's demo promotions (and the demo member's waiting reward).
  await seedPromotions(db, { demo });
  // Every merchant's points rates, mall items and VIP levels; the demo member's points and level.
  await seedPoints(db, { demo });
  await seedVip(db, { demo: demo && rewardsDemo });
  // Referral terms (and player1's invited friend), then the demo messages (one unread).
  await seedReferral(db, { demo });
  if (demo) await seedMessages(db);
  // Google and Facebook sign-in through the sandbox provider: a demo's, not production's.
  if (demo) await seedSocial(db);
  // The demo owner of the operator console (DEV_OWNER: a published password).
  if (demo) await seedStaff(db);
}
