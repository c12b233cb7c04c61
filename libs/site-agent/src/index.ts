// The agent centre's door (spec §2): its frame and pages (lazy), the menu as data (a page adds
// its entry to AGENT_MENU and its route to the app's agent routes) and the pages' paths.
export {
  AGENT_MENU,
  AGENT_MENU_GROUPS,
  AGENT_PAGES,
  gatesFromFunds,
  NO_AGENT_GATES,
  visibleMenu,
  type AgentGates,
  type AgentMenuEntry,
} from './shell/agent-menu-entries';
export { AgentPageHeading } from './shell/agent-page-heading';
export { LazyAgentLayout, LazyAgentScreen } from './lazy-screens';
export type { AgentScreenName, AgentScreenProps } from './team/pages/agent-screens';
export {
  LazyContractModal,
  LazyContractOfferWatcher,
  LazyContractScreen,
} from './contracts/lazy-contract-screens';
export type { ContractScreenProps } from './contracts/contract-screens';
