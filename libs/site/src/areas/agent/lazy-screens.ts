import { lazyPage } from '../../core/lazy/lazy-page';
import { withTexts } from '../../core/lazy/lazy-texts';

// The agent centre loads on first use, its texts with it: the lobby's first load carries none.

/** The frame of every /agentHome page: header, menu, page. */
export const LazyAgentLayout = lazyPage(
  withTexts(['agent', 'agentContracts'], () => import('./shell/agent-layout')),
  (module) => module.AgentLayout,
);

/** A page a later release builds. */
export const LazyAgentNotYetPage = lazyPage(
  withTexts(['agent'], () => import('./shell/agent-not-yet-page')),
  (module) => module.AgentNotYetPage,
);

/** /agentHome: the dashboard. */
export const LazyAgentDashboardPage = lazyPage(
  withTexts(['agent'], () => import('./team/dashboard-page')),
  (module) => module.DashboardPage,
);
