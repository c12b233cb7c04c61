import type { agentContractCalls } from './agent-contract-calls';
import type { agentTeamCalls } from './agent-team-calls';

export type AgentTeamCalls = ReturnType<typeof agentTeamCalls>;
export type AgentContractCalls = ReturnType<typeof agentContractCalls>;

/**
 * The agent business's calls by name: the client offers them before their code has loaded
 * (`lazyCalls`); only the agent centre and the member site's contract modal use them, so the
 * lobby's first download does not carry them.
 */
export const TEAM_CALL_NAMES = [
  'overview',
  'register',
  'members',
  'lock',
  'resetPassword',
  'transfer',
  'bets',
  'loss',
  'ledger',
  'income',
  'announcements',
] as const satisfies readonly (keyof AgentTeamCalls)[];

export const CONTRACT_CALL_NAMES = [
  'list',
  'offer',
  'history',
  'process',
  'settlements',
] as const satisfies readonly (keyof AgentContractCalls)[];

// Fail typecheck when an area gains a call its list does not name.
type Unnamed<T, N extends readonly unknown[]> = Exclude<keyof T, N[number]>;
export const ALL_TEAM_CALLS_NAMED: [Unnamed<AgentTeamCalls, typeof TEAM_CALL_NAMES>] extends [never]
  ? true
  : never = true;
export const ALL_CONTRACT_CALLS_NAMED: [
  Unnamed<AgentContractCalls, typeof CONTRACT_CALL_NAMES>,
] extends [never]
  ? true
  : never = true;
