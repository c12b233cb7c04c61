import { lazyPage } from '../../core/lazy/lazy-page';

// The missions page loads on first use (its texts with it).

/** /member/mission-leaderboard: missions, their claims and the weekly leaderboard. */
export const LazyMissionLeaderboardPage = lazyPage(
  () => import('./pages/mission-leaderboard-page'),
  (module) => module.MissionLeaderboardPage,
);
