// The missions' door: the missionLeaderboard page (lazy).
export { LazyMissionLeaderboardPage } from './lazy-screens';
