// The agent module: the team tree (a closure table kept by triggers on `member`, their functions
// in `sql/`), the agent centre's team calls (agents only, inside their own team), the per-member-day
// rollup behind the team reports and its sweep; contracts and settlements join as issue 11 grows.
// Other modules, app.ts and seed.ts import only what this file exports.

export type { TeamPathTable, TeamMemberDayTable } from './agent-tables';
export { agentModule } from './agent-module';
export { rollUpAll, rollUpTeamDays, TEAM_ROLLUP_SWEEP } from './team-rollup';
export { seedAgentTeams, type SeedAgentOptions } from './seed-agent';
export { SEED_TEAM } from './seed-agent-data';
export { agentContractsModule } from './contract-module';
export { processContract } from './contract-actions';
export { contractFlags } from './contract-flags';
export { SETTLEMENT_SWEEP } from './settlement-run';
export { seedAgentContracts } from './seed-contracts';
export { agentFunctions } from './sql/agent-functions';
export { contractOpsRoutes } from './ops/contract-ops-routes';
export { uplinesOf } from './team-uplines';
