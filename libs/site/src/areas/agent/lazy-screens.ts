import { lazyPage } from '../../core/lazy/lazy-page';
import { withTexts } from '../../core/lazy/lazy-texts';

// The agent centre loads on first use, its texts with it: the lobby's first load carries none.

/** The frame of every /agentHome page: header, menu, page. */
export const LazyAgentLayout = lazyPage(
  withTexts(['agent'], () => import('./shell/agent-layout')),
  (module) => module.AgentLayout,
);

/** A page a later release builds. */
export const LazyAgentNotYetPage = lazyPage(
  withTexts(['agent'], () => import('./shell/agent-not-yet-page')),
  (module) => module.AgentNotYetPage,
);

/** /agentHome: the dashboard. */
export const LazyAgentDashboardPage = lazyPage(
  withTexts(['agent'], () => import('./team/pages/dashboard-page')),
  (module) => module.DashboardPage,
);

/** /agentHome/agentTeamOverview. */
export const LazyTeamOverviewPage = lazyPage(
  withTexts(['agent'], () => import('./team/pages/team-overview-page')),
  (module) => module.TeamOverviewPage,
);

/** /agentHome/registerCenter. */
export const LazyRegisterDownlinePage = lazyPage(
  withTexts(['agent'], () => import('./team/pages/register-page')),
  (module) => module.RegisterPage,
);

/** /agentHome/downlineManagmentView. */
export const LazyTeamManagementPage = lazyPage(
  withTexts(['agent'], () => import('./team/pages/team-management-page')),
  (module) => module.TeamManagementPage,
);

/** /agentHome/personalHistoryCopy (team betting). */
export const LazyTeamBettingPage = lazyPage(
  withTexts(['agent'], () => import('./team/pages/team-betting-page')),
  (module) => module.TeamBettingPage,
);

/** /agentHome/palStatementsAgentCopy (user loss). */
export const LazyUserLossPage = lazyPage(
  withTexts(['agent'], () => import('./team/pages/user-loss-page')),
  (module) => module.UserLossPage,
);

/** /agentHome/agentRevenueReport (my income). */
export const LazyMyIncomePage = lazyPage(
  withTexts(['agent'], () => import('./team/pages/my-income-page')),
  (module) => module.MyIncomePage,
);

/** /agentHome/agentDownlineTransactionDetailsCopy (account details). */
export const LazyAccountDetailsPage = lazyPage(
  withTexts(['agent'], () => import('./team/pages/account-details-page')),
  (module) => module.AccountDetailsPage,
);

/** /agentHome/agentAnnouncement. */
export const LazyAgentAnnouncementsPage = lazyPage(
  withTexts(['agent'], () => import('./team/pages/announcements-page')),
  (module) => module.AnnouncementsPage,
);
