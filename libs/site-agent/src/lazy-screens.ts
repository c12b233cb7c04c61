import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// The agent centre loads on first use, its texts with it: the lobby's first load carries only
// these two entries (the frame, and every page in one chunk).

/** The frame of every /agentHome page: header, menu, page. */
export const LazyAgentLayout = lazyPage(
  withTexts(['agent', 'agentContracts'], () => import('./shell/agent-layout')),
  (module) => module.AgentLayout,
);

/** An agent page by name (`screen`), or a "coming soon" page (`notYet` with its title). */
export const LazyAgentScreen = lazyPage(
  withTexts(['agent'], () => import('./team/pages/agent-screens')),
  (module) => module.AgentScreen,
);
