import { createRoute, redirect } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { isAgentType } from '@tessera/domain';
import {
  AGENT_PATHS,
  LazyAgentDashboardPage,
  LazyAgentLayout,
  LazyAgentNotYetPage,
  LazyContractsPage,
  LazySettlementRecordsPage,
} from '../areas/agent';
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

/** An agent page a later release builds. */
function notYet(path: string, title: ParseKeys) {
  return createRoute({
    getParentRoute: () => agentHome,
    path: child(path),
    component: () => <LazyAgentNotYetPage title={title} />,
  });
}

/** A pay record page: the settlements of one contract kind. */
function payRecords(path: string, kind: ContractKind, title: ParseKeys) {
  return createRoute({
    getParentRoute: () => agentHome,
    path: child(path),
    component: () => <LazySettlementRecordsPage kind={kind} title={title} />,
  });
}

const agentPages = [
  createRoute({
    getParentRoute: () => agentHome,
    path: '/',
    component: () => <LazyAgentDashboardPage />,
  }),
  notYet(AGENT_PATHS.announcement, 'agent.announcement'),
  notYet(AGENT_PATHS.teamOverview, 'agent.teamOverview'),
  notYet(AGENT_PATHS.registerCenter, 'agent.registerAccount'),
  notYet(AGENT_PATHS.teamManagement, 'agent.teamManagement'),
  notYet(AGENT_PATHS.teamBetting, 'agent.teamBetting'),
  notYet(AGENT_PATHS.userLoss, 'agent.userLoss'),
  notYet(AGENT_PATHS.myIncome, 'agent.myIncome'),
  notYet(AGENT_PATHS.accountDetails, 'agent.accountDetails'),
  payRecords(AGENT_PATHS.dividendRecords, 'DIVIDEND', 'agent.dividendRecords'),
  payRecords(AGENT_PATHS.dailyWages, 'DAILY_SALARY', 'agent.dailyWages'),
  payRecords(AGENT_PATHS.hourSalary, 'HOUR_SALARY', 'agent.hourlySalary'),
  payRecords(AGENT_PATHS.realtimeSalary, 'REALTIME_SALARY', 'agent.realtimeSalary'),
  createRoute({
    getParentRoute: () => agentHome,
    path: child(AGENT_PATHS.contracts),
    component: () => <LazyContractsPage />,
  }),
];

/** The agent centre with its pages, as the route tree takes it. */
export const agentCentreRoutes = agentHome.addChildren(agentPages);
