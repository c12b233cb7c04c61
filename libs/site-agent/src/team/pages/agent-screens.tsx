import type { ParseKeys } from 'i18next';
import { AgentNotYetPage } from '../../shell/agent-not-yet-page';
import { AccountDetailsPage } from './account-details-page';
import { AnnouncementsPage } from './announcements-page';
import { DashboardPage } from './dashboard-page';
import { MyIncomePage } from './my-income-page';
import { RegisterPage } from './register-page';
import { TeamBettingPage } from './team-betting-page';
import { TeamManagementPage } from './team-management-page';
import { TeamOverviewPage } from './team-overview-page';
import { UserLossPage } from './user-loss-page';

/**
 * The agent centre's pages in one chunk: each is small, and one lazy entry instead of one per
 * page keeps the lobby's first download from growing with every agent page.
 */
const SCREENS = {
  dashboard: DashboardPage,
  announcements: AnnouncementsPage,
  teamOverview: TeamOverviewPage,
  register: RegisterPage,
  teamManagement: TeamManagementPage,
  teamBetting: TeamBettingPage,
  userLoss: UserLossPage,
  myIncome: MyIncomePage,
  accountDetails: AccountDetailsPage,
};

export type AgentScreenName = keyof typeof SCREENS;

export interface AgentScreenProps {
  /** Which page; or `notYet` with the page's title for one a later release builds. */
  screen: AgentScreenName | 'notYet';
  title?: ParseKeys;
}

export function AgentScreen({ screen, title = 'agent.centre' }: AgentScreenProps) {
  if (screen === 'notYet') return <AgentNotYetPage title={title} />;
  const Screen = SCREENS[screen];
  return <Screen />;
}
