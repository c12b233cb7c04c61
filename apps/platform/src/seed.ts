import type { Db } from './core/db/database';
import { seedAccounts } from './modules/accounts';
import { seedAgentTeams } from './modules/agent';
import { seedContent } from './modules/content';
import { seedDisabledVendors, seedGameCatalogue } from './modules/games';
import { LOTTERY_GAMES } from './modules/lottery';
import { seedMerchants } from './modules/merchants';
import { seedPayments } from './modules/payments';
import { seedRounds } from './modules/sandbox-vendor';

/**
 * Seeds the demo data, each module its own part, in dependency order: the shared game-vendor
 * catalogue (with the lottery module's games), the merchants AURORA and LUMEN with their feature
 * trees and site settings, their content, switched-off vendors and deposit methods, then members and their
 * played rounds, and the agent's demo team. Idempotent: existing rows win, so an operator's
 * later edits survive a restart.
 */
export async function seed(db: Db, options: { history?: boolean } = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedGameCatalogue(trx, LOTTERY_GAMES);
    await seedMerchants(trx);
    await seedContent(trx);
    await seedDisabledVendors(trx);
    await seedPayments(trx);
  });
  // Outside the content transaction: members open their own (member, wallet and ledger at once).
  await seedAccounts(db);
  await seedRounds(db);
  // agent1's team; with `history` (the demo start on disk) a month of the team's rounds too.
  await seedAgentTeams(db, { history: options.history ?? false });
}
