import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// The missions page loads on first use (its texts with it).

/** /member/mission-leaderboard: missions, their claims and the weekly leaderboard. */
export const LazyMissionLeaderboardPage = lazyPage(
  withTexts(['missions'], () => import('./pages/mission-leaderboard-page')),
  (module) => module.MissionLeaderboardPage,
);
