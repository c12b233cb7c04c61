import { createRoute, redirect } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { isAgentType } from '@tessera/domain';
import {
  AGENT_PAGES,
  LazyAgentLayout,
  LazyAgentScreen,
  LazyContractScreen,
  type AgentScreenName,
} from '@tessera/site-agent';
import type { ContractKind } from '@tessera/contract';
import { rootRoute } from './root-route';

/**
 * The agent centre (spec §2): for agents only (others go to /agent), its frame at /agentHome
 * and one child route per agent page, named as the spec names them (/agentHome/<page>).
 */
const agentHome = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agentHome',
  beforeLoad: async ({ context }) => {
    const member = await context.member();
    if (!member || !isAgentType(member.type)) throw redirect({ to: '/agent' });
  },
  component: () => <LazyAgentLayout />,
});

/** The part of a page's path under /agentHome/. */
const child = (path: string) => path.replace('/agentHome/', '');

/** An agent page and the screen it shows. */
function page(path: string, screen: AgentScreenName) {
  return createRoute({
    getParentRoute: () => agentHome,
    path: child(path),
    component: () => <LazyAgentScreen screen={screen} />,
  });
}

/** A pay record page: the settlements of one contract kind. */
function payRecords(path: string, kind: ContractKind, title: ParseKeys) {
  return createRoute({
    getParentRoute: () => agentHome,
    path: child(path),
    component: () => <LazyContractScreen screen="settlements" kind={kind} title={title} />,
  });
}

/** The contracts page; `?account=` fills the offer form (from the team management page). */
const contractsRoute = createRoute({
  getParentRoute: () => agentHome,
  path: child(AGENT_PAGES.contracts),
  validateSearch: (search: Record<string, unknown>): { account?: string } =>
    typeof search.account === 'string' && search.account.length <= 64
      ? { account: search.account }
      : {},
  component: function ContractsRoute() {
    const { account } = contractsRoute.useSearch();
    return (
      <LazyContractScreen screen="contracts" {...(account === undefined ? {} : { account })} />
    );
  },
});

const agentPages = [
  createRoute({
    getParentRoute: () => agentHome,
    path: '/',
    component: () => <LazyAgentScreen screen="dashboard" />,
  }),
  page(AGENT_PAGES.announcement, 'announcements'),
  page(AGENT_PAGES.teamOverview, 'teamOverview'),
  page(AGENT_PAGES.registerCenter, 'register'),
  page(AGENT_PAGES.teamManagement, 'teamManagement'),
  page(AGENT_PAGES.teamBetting, 'teamBetting'),
  page(AGENT_PAGES.userLoss, 'userLoss'),
  page(AGENT_PAGES.myIncome, 'myIncome'),
  page(AGENT_PAGES.accountDetails, 'accountDetails'),
  payRecords(AGENT_PAGES.dividendRecords, 'DIVIDEND', 'agent.dividendRecords'),
  payRecords(AGENT_PAGES.dailyWages, 'DAILY_SALARY', 'agent.dailyWages'),
  payRecords(AGENT_PAGES.hourSalary, 'HOUR_SALARY', 'agent.hourlySalary'),
  payRecords(AGENT_PAGES.realtimeSalary, 'REALTIME_SALARY', 'agent.realtimeSalary'),
  contractsRoute,
];

/** The agent centre with its pages, as the route tree takes it. */
export const agentCentreRoutes = agentHome.addChildren(agentPages);
