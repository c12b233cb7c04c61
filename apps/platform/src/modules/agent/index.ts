// The agent module: the team tree (a closure table kept by triggers on `member`, migration
// 0026), and, as issue 11 grows it, the agent centre's team calls, contracts and settlements.
// Other modules, app.ts and seed.ts import only what this file exports.

export type { TeamPathTable } from './agent-tables';
export { agentContractsModule } from './contract-module';
export { offerContract, operatorTerminate, processContract } from './contract-actions';
export { contractFlags } from './contract-flags';
export { settleDue, SETTLEMENT_SWEEP } from './settlement-run';
export { seedAgentContracts } from './seed-contracts';
