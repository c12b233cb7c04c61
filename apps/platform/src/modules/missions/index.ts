// The missions module: daily and weekly missions per merchant, progress derived from the ledger
// when read, claims (once per mission and period) paid through the ledger and/or a draw ticket,
// and the weekly leaderboard. Depends on accounts, merchants, wallet and draws. Other modules,
// app.ts and seed.ts import only what this file exports.

export type { MissionClaimTable, MissionTable } from './mission-tables';
export { missionsModule } from './missions-module';
export { claimableMissionCount } from './mission-summary';
export { SEED_MISSIONS, seedMissions } from './seed-missions';
export { missionOpsRoutes } from './ops/mission-ops-routes';
