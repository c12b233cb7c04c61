import type { Db } from './core/db/database';
import { seedAccounts } from './modules/accounts';
import { seedAgentContracts } from './modules/agent';
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
 * played rounds. Idempotent: existing rows win, so an operator's later edits survive a restart.
 */
/** What a seed adds beyond the base data. */
export interface SeedOptions {
  /**
   * The agent demo: contracts of each merchant's agent1 and a month of settlements (slower, so
   * `npm start` only; a test seeds the contracts it needs). @default false
   */
  agentDemo?: boolean;
}

export async function seed(db: Db, { agentDemo = false }: SeedOptions = {}): Promise<void> {
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
  if (agentDemo) await seedAgentContracts(db);
}
