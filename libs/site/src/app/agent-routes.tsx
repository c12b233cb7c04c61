import { createRoute, redirect } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { isAgentType } from '@tessera/domain';
import {
  AGENT_PAGES,
  LazyAgentDashboardPage,
  LazyAgentLayout,
  LazyAgentNotYetPage,
} from '../areas/agent';
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

const agentPages = [
  createRoute({
    getParentRoute: () => agentHome,
    path: '/',
    component: () => <LazyAgentDashboardPage />,
  }),
  notYet(AGENT_PAGES.announcement, 'agent.announcement'),
  notYet(AGENT_PAGES.teamOverview, 'agent.teamOverview'),
  notYet(AGENT_PAGES.registerCenter, 'agent.registerAccount'),
  notYet(AGENT_PAGES.teamManagement, 'agent.teamManagement'),
  notYet(AGENT_PAGES.teamBetting, 'agent.teamBetting'),
  notYet(AGENT_PAGES.userLoss, 'agent.userLoss'),
  notYet(AGENT_PAGES.myIncome, 'agent.myIncome'),
  notYet(AGENT_PAGES.accountDetails, 'agent.accountDetails'),
  notYet(AGENT_PAGES.dividendRecords, 'agent.dividendRecords'),
  notYet(AGENT_PAGES.dailyWages, 'agent.dailyWages'),
  notYet(AGENT_PAGES.hourSalary, 'agent.hourlySalary'),
  notYet(AGENT_PAGES.realtimeSalary, 'agent.realtimeSalary'),
];

/** The agent centre with its pages, as the route tree takes it. */
export const agentCentreRoutes = agentHome.addChildren(agentPages);
