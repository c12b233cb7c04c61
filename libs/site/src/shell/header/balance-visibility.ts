/** Game pages, where the balance in the header would compete with the game's own (spec §2). */
const GAME_PAGES = [
  '/seamless',
  '/lottery',
  '/sealottery',
  '/vnlottery',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/cricket',
  '/bgs',
];

/** Whether the header shows the balance on `pathname` (compared case-insensitively). */
export function showsBalance(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !GAME_PAGES.includes(path);
}
