import { createRoute, redirect } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { isAgentType } from '@tessera/domain';
import {
  AGENT_PAGES,
  LazyAccountDetailsPage,
  LazyAgentAnnouncementsPage,
  LazyAgentDashboardPage,
  LazyAgentLayout,
  LazyAgentNotYetPage,
  LazyMyIncomePage,
  LazyRegisterDownlinePage,
  LazyTeamBettingPage,
  LazyTeamManagementPage,
  LazyTeamOverviewPage,
  LazyUserLossPage,
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

/** An agent page and the lazy screen it shows. */
function page(path: string, Screen: (props: object) => ReactNode) {
  return createRoute({
    getParentRoute: () => agentHome,
    path: child(path),
    component: () => <Screen />,
  });
}

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
  page(AGENT_PAGES.announcement, LazyAgentAnnouncementsPage),
  page(AGENT_PAGES.teamOverview, LazyTeamOverviewPage),
  page(AGENT_PAGES.registerCenter, LazyRegisterDownlinePage),
  page(AGENT_PAGES.teamManagement, LazyTeamManagementPage),
  page(AGENT_PAGES.teamBetting, LazyTeamBettingPage),
  page(AGENT_PAGES.userLoss, LazyUserLossPage),
  page(AGENT_PAGES.myIncome, LazyMyIncomePage),
  page(AGENT_PAGES.accountDetails, LazyAccountDetailsPage),
  notYet(AGENT_PAGES.dividendRecords, 'agent.dividendRecords'),
  notYet(AGENT_PAGES.dailyWages, 'agent.dailyWages'),
  notYet(AGENT_PAGES.hourSalary, 'agent.hourlySalary'),
  notYet(AGENT_PAGES.realtimeSalary, 'agent.realtimeSalary'),
];

/** The agent centre with its pages, as the route tree takes it. */
export const agentCentreRoutes = agentHome.addChildren(agentPages);
