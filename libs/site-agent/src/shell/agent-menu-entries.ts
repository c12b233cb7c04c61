import type { ConsolidatedFunds } from '@tessera/contract';
import type { ParseKeys } from 'i18next';

/**
 * Which pay kinds the agent has (spec §3 consolidated flags): the salary and dividend entries of
 * the menu show only when the matching kind is on.
 */
export interface AgentGates {
  dividend: boolean;
  dailyWages: boolean;
  hourSalary: boolean;
  realtimeSalary: boolean;
}

/** An agent with no contract yet: every pay entry hidden. */
export const NO_AGENT_GATES: AgentGates = {
  dividend: false,
  dailyWages: false,
  hourSalary: false,
  realtimeSalary: false,
};

/** The gates from `/wps/member/info/funds/consolidated`'s flags. */
export function gatesFromFunds(
  funds: Pick<
    ConsolidatedFunds,
    'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype'
  >,
): AgentGates {
  return {
    dividend: funds.divtypereq,
    dailyWages: funds.dailysalreqtype,
    hourSalary: funds.contracthoursalreq,
    realtimeSalary: funds.realtimesalreqtype,
  };
}

export type AgentMenuGroup = 'money' | 'team' | 'reports' | 'pay' | 'help';

/** One entry of the agent centre's left menu. */
export interface AgentMenuEntry {
  id: string;
  label: ParseKeys;
  /**
   * A route of the site (a member-centre page for deposit, withdraw and messages), or `liveChat`:
   * the merchant's live-chat address from the permission call (customer service).
   */
  path: string;
  group: AgentMenuGroup;
  /** Shown only when this gate is on; no gate: always shown. */
  gate?: keyof AgentGates;
}

/** The path of the customer-service entry: the live chat, outside the site. */
export const LIVE_CHAT = 'liveChat';

/** The agent pages' routes (spec §2 names, under /agentHome). */
export const AGENT_PAGES = {
  home: '/agentHome',
  announcement: '/agentHome/agentAnnouncement',
  teamOverview: '/agentHome/agentTeamOverview',
  registerCenter: '/agentHome/registerCenter',
  teamManagement: '/agentHome/downlineManagmentView',
  teamBetting: '/agentHome/personalHistoryCopy',
  userLoss: '/agentHome/palStatementsAgentCopy',
  myIncome: '/agentHome/agentRevenueReport',
  accountDetails: '/agentHome/agentDownlineTransactionDetailsCopy',
  dividendRecords: '/agentHome/agentDividendRecordCopy2',
  dailyWages: '/agentHome/agentDailyWages2',
  hourSalary: '/agentHome/agentHourSalary',
  realtimeSalary: '/agentHome/agentRealtimeSalary',
  contracts: '/agentHome/agentContracts',
} as const;

/**
 * The left menu of spec §2, in its order, as data: a later page adds its entry here (and its
 * route in the app's agent routes) and the menu, the phone sheet and the gates follow.
 */
export const AGENT_MENU: readonly AgentMenuEntry[] = [
  { id: 'home', label: 'agent.home', path: AGENT_PAGES.home, group: 'team' },
  { id: 'deposit', label: 'agent.deposit', path: '/member/deposit-v2', group: 'money' },
  { id: 'withdraw', label: 'agent.withdraw', path: '/member/withdraw', group: 'money' },
  {
    id: 'announcement',
    label: 'agent.announcement',
    path: AGENT_PAGES.announcement,
    group: 'team',
  },
  {
    id: 'teamOverview',
    label: 'agent.teamOverview',
    path: AGENT_PAGES.teamOverview,
    group: 'team',
  },
  {
    id: 'registerCenter',
    label: 'agent.registerAccount',
    path: AGENT_PAGES.registerCenter,
    group: 'team',
  },
  {
    id: 'teamManagement',
    label: 'agent.teamManagement',
    path: AGENT_PAGES.teamManagement,
    group: 'team',
  },
  {
    id: 'teamBetting',
    label: 'agent.teamBetting',
    path: AGENT_PAGES.teamBetting,
    group: 'reports',
  },
  { id: 'userLoss', label: 'agent.userLoss', path: AGENT_PAGES.userLoss, group: 'reports' },
  { id: 'myIncome', label: 'agent.myIncome', path: AGENT_PAGES.myIncome, group: 'reports' },
  {
    id: 'accountDetails',
    label: 'agent.accountDetails',
    path: AGENT_PAGES.accountDetails,
    group: 'reports',
  },
  {
    id: 'contracts',
    label: 'agentContracts.contracts',
    path: AGENT_PAGES.contracts,
    group: 'pay',
  },
  {
    id: 'dividendRecords',
    label: 'agent.dividendRecords',
    path: AGENT_PAGES.dividendRecords,
    group: 'pay',
    gate: 'dividend',
  },
  {
    id: 'dailyWages',
    label: 'agent.dailyWages',
    path: AGENT_PAGES.dailyWages,
    group: 'pay',
    gate: 'dailyWages',
  },
  {
    id: 'hourSalary',
    label: 'agent.hourlySalary',
    path: AGENT_PAGES.hourSalary,
    group: 'pay',
    gate: 'hourSalary',
  },
  {
    id: 'realtimeSalary',
    label: 'agent.realtimeSalary',
    path: AGENT_PAGES.realtimeSalary,
    group: 'pay',
    gate: 'realtimeSalary',
  },
  {
    id: 'platformMessages',
    label: 'agent.platformMessages',
    path: '/member/message-v2',
    group: 'help',
  },
  { id: 'customerService', label: 'agent.customerService', path: LIVE_CHAT, group: 'help' },
];

/** Menu groups in order, with their headings. */
export const AGENT_MENU_GROUPS: readonly { group: AgentMenuGroup; label: ParseKeys }[] = [
  { group: 'team', label: 'agent.groupTeam' },
  { group: 'money', label: 'agent.groupMoney' },
  { group: 'reports', label: 'agent.groupReports' },
  { group: 'pay', label: 'agent.groupPay' },
  { group: 'help', label: 'agent.groupHelp' },
];

/** The entries the agent sees: ungated ones, and gated ones whose gate is on. */
export function visibleMenu(
  gates: AgentGates,
  hasLiveChat: boolean,
  menu: readonly AgentMenuEntry[] = AGENT_MENU,
): AgentMenuEntry[] {
  return menu.filter(
    (entry) => (!entry.gate || gates[entry.gate]) && (entry.path !== LIVE_CHAT || hasLiveChat),
  );
}
